/**
 * Returns each argument unchanged, so that every type of the mapping table crosses the driver
 * both ways; counts calls to count().
 */
class TypeEcho {
  /**
   * @param {number} start
   */
  constructor(start) {
    this.counter = start;
  }

  /** @param {number} x @returns {number} */
  echoInt(x) {
    return x;
  }

  /** @param {number} x @returns {number} */
  echoFloat(x) {
    return x;
  }

  /** @param {boolean} x @returns {boolean} */
  echoBool(x) {
    return x;
  }

  /** @param {string} x @returns {string} */
  echoStr(x) {
    return x;
  }

  /** @param {Array<number>} x @returns {Array<number>} */
  echoList(x) {
    return x;
  }

  /** @param {Map<string, number>} x @returns {Map<string, number>} */
  echoMap(x) {
    return x;
  }

  /** @param {Map<number, Array<string>>} x @returns {Map<number, Array<string>>} */
  echoIntMap(x) {
    return x;
  }

  /** @param {[number, string, number]} x @returns {[number, string, number]} */
  echoTuple(x) {
    return x;
  }

  /** @param {number | null} x @returns {number | null} */
  echoOptional(x) {
    return x;
  }

  /**
   * @param {Array<Map<string, Array<[number, boolean]> | null>>} x
   * @returns {Array<Map<string, Array<[number, boolean]> | null>>}
   */
  echoNested(x) {
    return x;
  }

  /**
   * @param {number} times
   * @param {string} text
   * @param {Array<number>} values
   * @returns {[string, number]}
   */
  combine(times, text, values) {
    return [text.repeat(times), values.reduce((sum, value) => sum + value, 0)];
  }

  /** @returns {number} */
  count() {
    this.counter += 1;
    return this.counter;
  }

  /** @returns {void} */
  reset() {
    this.counter = 0;
  }
}
