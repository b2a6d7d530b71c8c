const SPAN = /^([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})$/;

/**
 * Minute of the day for two-digit hour and minute texts, or null if out of range.
 * @param {string} hh
 * @param {string} mm
 * @returns {number | null}
 */
function minutesOf(hh, mm) {
  const h = Number(hh);
  const m = Number(mm);
  if (h > 23 || m > 59) return null;
  return 60 * h + m;
}

/**
 * The earliest start of a free slot of duration minutes within the day, as "HH:MM", or "none".
 * @param {Array<string>} busy
 * @param {number} duration
 * @param {string} dayStart
 * @param {string} dayEnd
 * @returns {string}
 */
function earliestSlot(busy, duration, dayStart, dayEnd) {
  const [sh, sm] = dayStart.split(':');
  const [eh, em] = dayEnd.split(':');
  const start = minutesOf(sh, sm) ?? 0;
  const end = minutesOf(eh, em) ?? 0;
  /** @type {Array<[number, number]>} */
  const spans = [];
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
    const pad = (/** @type {number} */ x) => String(x).padStart(2, '0');
    return `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
  }
  return 'none';
}
