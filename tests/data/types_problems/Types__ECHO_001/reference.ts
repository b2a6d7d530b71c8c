/**
 * Returns each argument unchanged, so that every type of the mapping table crosses the driver
 * both ways; counts calls to count().
 */
class TypeEcho {
  private counter: number;

  constructor(start: number) {
    this.counter = start;
  }

  echoInt(x: number): number {
    return x;
  }

  echoFloat(x: number): number {
    return x;
  }

  echoBool(x: boolean): boolean {
    return x;
  }

  echoStr(x: string): string {
    return x;
  }

  echoList(x: number[]): number[] {
    return x;
  }

  echoMap(x: Map<string, number>): Map<string, number> {
    return x;
  }

  echoIntMap(x: Map<number, string[]>): Map<number, string[]> {
    return x;
  }

  echoTuple(x: [number, string, number]): [number, string, number] {
    return x;
  }

  echoOptional(x: number | null): number | null {
    return x;
  }

  echoNested(
    x: Map<string, [number, boolean][] | null>[],
  ): Map<string, [number, boolean][] | null>[] {
    return x;
  }

  combine(times: number, text: string, values: number[]): [string, number] {
    return [text.repeat(times), values.reduce((sum, value) => sum + value, 0)];
  }

  count(): number {
    this.counter += 1;
    return this.counter;
  }

  reset(): void {
    this.counter = 0;
  }
}
