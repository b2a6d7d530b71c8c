function leagueTable(teams: string[], results: string[]): string[] {
  const pl = new Map<string, number>();
  const w = new Map<string, number>();
  const d = new Map<string, number>();
  const l = new Map<string, number>();
  const gf = new Map<string, number>();
  const ga = new Map<string, number>();
  const pts = new Map<string, number>();
  for (const t of teams) {
    pl.set(t, 0);
    w.set(t, 0);
    d.set(t, 0);
    l.set(t, 0);
    gf.set(t, 0);
    ga.set(t, 0);
    pts.set(t, 0);
  }
  const played = new Set<string>();
  const games: [string, string, number, number][] = [];
  for (const line of results) {
    const p = line.split(" ");
    if (p.length === 3) {
      if (pl.has(p[0]) && pl.has(p[2]) && p[0] !== p[2]) {
        const s = p[1].split("-");
        if (s.length === 2) {
          let ok = true;
          for (const x of s) {
            if (x.length < 1 || x.length > 2) {
              ok = false;
            } else {
              for (const c of x) {
                if (c < "0" || c > "9") {
                  ok = false;
                }
              }
              if (x.length === 2 && x[0] === "0") {
                ok = false;
              }
            }
          }
          if (ok && !played.has(p[0] + " " + p[2])) {
            played.add(p[0] + " " + p[2]);
            const a = parseInt(s[0], 10);
            const b = parseInt(s[1], 10);
            games.push([p[0], p[2], a, b]);
            pl.set(p[0], pl.get(p[0])! + 1);
            pl.set(p[2], pl.get(p[2])! + 1);
            gf.set(p[0], gf.get(p[0])! + a);
            ga.set(p[0], ga.get(p[0])! + b);
            gf.set(p[2], gf.get(p[2])! + b);
            ga.set(p[2], ga.get(p[2])! + a);
            if (a > b) {
              w.set(p[0], w.get(p[0])! + 1);
              l.set(p[2], l.get(p[2])! + 1);
              pts.set(p[0], pts.get(p[0])! + 3);
            } else if (a < b) {
              w.set(p[2], w.get(p[2])! + 1);
              l.set(p[0], l.get(p[0])! + 1);
              pts.set(p[2], pts.get(p[2])! + 3);
            } else {
              d.set(p[0], d.get(p[0])! + 1);
              d.set(p[2], d.get(p[2])! + 1);
              pts.set(p[0], pts.get(p[0])! + 1);
              pts.set(p[2], pts.get(p[2])! + 1);
            }
          }
        }
      }
    }
  }
  const order = [...teams].sort(
    (x, y) =>
      pts.get(y)! - pts.get(x)! ||
      gf.get(y)! - ga.get(y)! - (gf.get(x)! - ga.get(x)!) ||
      gf.get(y)! - gf.get(x)!,
  );
  const out: string[] = [];
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j < order.length && pts.get(order[j]) === pts.get(order[i]) && gf.get(order[j])! - ga.get(order[j])! === gf.get(order[i])! - ga.get(order[i])! && gf.get(order[j]) === gf.get(order[i])) {
      j += 1;
    }
    const group = order.slice(i, j);
    const h = new Map<string, number>();
    for (const t of group) {
      h.set(t, 0);
    }
    for (const g of games) {
      if (h.has(g[0]) && h.has(g[1])) {
        if (g[2] > g[3]) {
          h.set(g[0], h.get(g[0])! + 3);
        } else if (g[2] < g[3]) {
          h.set(g[1], h.get(g[1])! + 3);
        } else {
          h.set(g[0], h.get(g[0])! + 1);
          h.set(g[1], h.get(g[1])! + 1);
        }
      }
    }
    group.sort((x, y) => h.get(y)! - h.get(x)! || (x < y ? -1 : x > y ? 1 : 0));
    for (const t of group) {
      out.push(out.length + 1 + " " + t + " " + pl.get(t) + " " + w.get(t) + " " + d.get(t) + " " + l.get(t) + " " + gf.get(t) + " " + ga.get(t) + " " + pts.get(t));
    }
    i = j;
  }
  return out;
}
