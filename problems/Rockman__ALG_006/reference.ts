/**
 * The number of lattice points strictly inside the polygon described by the text.
 */
function interiorLatticePoints(polygon: string): number {
  const gcd = (a: number, b: number): number => {
    while (b !== 0) {
      [a, b] = [b, a % b];
    }
    return a;
  };
  const points: [number, number][] = polygon.split(';').map((piece): [number, number] => {
    const [xText, yText] = piece.split(',');
    return [parseInt(xText.replace(/ /g, ''), 10), parseInt(yText.replace(/ /g, ''), 10)];
  });
  if (points.length > 1) {
    const first = points[0];
    const last = points[points.length - 1];
    if (first[0] === last[0] && first[1] === last[1]) points.pop();
  }
  let twiceArea = 0;
  let boundary = 0;
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % n];
    twiceArea += x1 * y2 - x2 * y1;
    boundary += gcd(Math.abs(x2 - x1), Math.abs(y2 - y1));
  }
  twiceArea = Math.abs(twiceArea);
  // Pick's theorem: area = interior + boundary / 2 - 1
  return (twiceArea - boundary + 2) / 2;
}
