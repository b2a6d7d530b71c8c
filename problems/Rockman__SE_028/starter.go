func LeagueTable(teams []string, results []string) []string {
	pl := map[string]int{}
	w := map[string]int{}
	d := map[string]int{}
	l := map[string]int{}
	gf := map[string]int{}
	ga := map[string]int{}
	pts := map[string]int{}
	for _, t := range teams {
		pl[t] = 0
		w[t] = 0
		d[t] = 0
		l[t] = 0
		gf[t] = 0
		ga[t] = 0
		pts[t] = 0
	}
	played := map[[2]string]bool{}
	type game struct {
		home, away string
		a, b       int
	}
	games := []game{}
	for _, line := range results {
		p := strings.Split(line, " ")
		if len(p) == 3 {
			_, homeKnown := pl[p[0]]
			_, awayKnown := pl[p[2]]
			if homeKnown && awayKnown && p[0] != p[2] {
				s := strings.Split(p[1], "-")
				if len(s) == 2 {
					ok := true
					for _, x := range s {
						if len(x) < 1 || len(x) > 2 {
							ok = false
						} else {
							for _, c := range x {
								if c < '0' || c > '9' {
									ok = false
								}
							}
							if len(x) == 2 && x[0] == '0' {
								ok = false
							}
						}
					}
					if ok && !played[[2]string{p[0], p[2]}] {
						played[[2]string{p[0], p[2]}] = true
						a, _ := strconv.Atoi(s[0])
						b, _ := strconv.Atoi(s[1])
						games = append(games, game{p[0], p[2], a, b})
						pl[p[0]] += 1
						pl[p[2]] += 1
						gf[p[0]] += a
						ga[p[0]] += b
						gf[p[2]] += b
						ga[p[2]] += a
						if a > b {
							w[p[0]] += 1
							l[p[2]] += 1
							pts[p[0]] += 3
						} else if a < b {
							w[p[2]] += 1
							l[p[0]] += 1
							pts[p[2]] += 3
						} else {
							d[p[0]] += 1
							d[p[2]] += 1
							pts[p[0]] += 1
							pts[p[2]] += 1
						}
					}
				}
			}
		}
	}
	order := append([]string{}, teams...)
	sort.SliceStable(order, func(x, y int) bool {
		tx, ty := order[x], order[y]
		if pts[tx] != pts[ty] {
			return pts[tx] > pts[ty]
		}
		if gf[tx]-ga[tx] != gf[ty]-ga[ty] {
			return gf[tx]-ga[tx] > gf[ty]-ga[ty]
		}
		return gf[tx] > gf[ty]
	})
	out := []string{}
	i := 0
	for i < len(order) {
		j := i
		for j < len(order) && pts[order[j]] == pts[order[i]] && gf[order[j]]-ga[order[j]] == gf[order[i]]-ga[order[i]] && gf[order[j]] == gf[order[i]] {
			j += 1
		}
		group := append([]string{}, order[i:j]...)
		h := map[string]int{}
		for _, t := range group {
			h[t] = 0
		}
		for _, g := range games {
			_, homeIn := h[g.home]
			_, awayIn := h[g.away]
			if homeIn && awayIn {
				if g.a > g.b {
					h[g.home] += 3
				} else if g.a < g.b {
					h[g.away] += 3
				} else {
					h[g.home] += 1
					h[g.away] += 1
				}
			}
		}
		sort.Slice(group, func(x, y int) bool {
			if h[group[x]] != h[group[y]] {
				return h[group[x]] > h[group[y]]
			}
			return group[x] < group[y]
		})
		for _, t := range group {
			out = append(out, strconv.Itoa(len(out)+1)+" "+t+" "+strconv.Itoa(pl[t])+" "+strconv.Itoa(w[t])+" "+strconv.Itoa(d[t])+" "+strconv.Itoa(l[t])+" "+strconv.Itoa(gf[t])+" "+strconv.Itoa(ga[t])+" "+strconv.Itoa(pts[t]))
		}
		i = j
	}
	return out
}
