const LEVELS = new Set(['DEBUG', 'INFO', 'WARN', 'ERROR']);

/** Matches "([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)" against the whole line. */
function parseLogLine(line: string): { level: string; service: string } | null {
  const first = line.indexOf(' ');
  if (first <= 0 || !/^[0-9]+$/.test(line.slice(0, first))) return null;
  const second = line.indexOf(' ', first + 1);
  if (second < 0) return null;
  const level = line.slice(first + 1, second);
  if (!LEVELS.has(level)) return null;
  const third = line.indexOf(' ', second + 1);
  if (third < 0) return null;
  const service = line.slice(second + 1, third);
  if (!/^[a-z0-9-]+$/.test(service)) return null;
  const message = line.slice(third + 1);
  if (message.length === 0 || message.includes('\n')) return null;
  return { level, service };
}

/** The k services with the most distinct ERROR lines, as "name:count". */
function topErrorServices(lines: string[], k: number): string[] {
  const counts = new Map<string, number>();
  for (const line of new Set(lines)) {
    const parsed = parseLogLine(line);
    if (parsed === null || parsed.level !== 'ERROR') continue;
    counts.set(parsed.service, (counts.get(parsed.service) ?? 0) + 1);
  }
  const ranked = [...counts].sort((x, y) => {
    if (x[1] !== y[1]) return y[1] - x[1];
    return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0;
  });
  return ranked.slice(0, k).map(([service, n]) => `${service}:${n}`);
}
