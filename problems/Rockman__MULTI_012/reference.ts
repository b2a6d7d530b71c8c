const SPAN = /^([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})$/;

/** Minute of the day for two-digit hour and minute texts, or null if out of range. */
function minutesOf(hh: string, mm: string): number | null {
  const h = Number(hh);
  const m = Number(mm);
  if (h > 23 || m > 59) return null;
  return 60 * h + m;
}

/** The earliest start of a free slot of duration minutes within the day, as "HH:MM", or "none". */
function earliestSlot(busy: string[], duration: number, dayStart: string, dayEnd: string): string {
  const [sh, sm] = dayStart.split(':');
  const [eh, em] = dayEnd.split(':');
  const start = minutesOf(sh, sm) ?? 0;
  const end = minutesOf(eh, em) ?? 0;
  const spans: [number, number][] = [];
  for (const text of busy) {
    const m = SPAN.exec(text);
    if (m === null) continue;
    const a = minutesOf(m[1], m[2]);
    const b = minutesOf(m[3], m[4]);
    if (a === null || b === null || a >= b) continue;
    spans.push([a, b]);
  }
  spans.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let t = start; // earliest candidate start
  for (const [a, b] of spans) {
    if (a - t >= duration) break;
    t = Math.max(t, b);
  }
  if (t + duration <= end) {
    const pad = (x: number): string => String(x).padStart(2, '0');
    return `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
  }
  return 'none';
}
