def league_table(teams: list[str], results: list[str]) -> list[str]:
    pl = {}
    w = {}
    d = {}
    l = {}
    gf = {}
    ga = {}
    pts = {}
    for t in teams:
        pl[t] = 0
        w[t] = 0
        d[t] = 0
        l[t] = 0
        gf[t] = 0
        ga[t] = 0
        pts[t] = 0
    played = []
    games = []
    for line in results:
        p = line.split(" ")
        if len(p) == 3:
            if p[0] in pl and p[2] in pl and p[0] != p[2]:
                s = p[1].split("-")
                if len(s) == 2:
                    ok = True
                    for x in s:
                        if len(x) < 1 or len(x) > 2:
                            ok = False
                        else:
                            for c in x:
                                if c < "0" or c > "9":
                                    ok = False
                            if len(x) == 2 and x[0] == "0":
                                ok = False
                    if ok and [p[0], p[2]] not in played:
                        played.append([p[0], p[2]])
                        a = int(s[0])
                        b = int(s[1])
                        games.append([p[0], p[2], a, b])
                        pl[p[0]] += 1
                        pl[p[2]] += 1
                        gf[p[0]] += a
                        ga[p[0]] += b
                        gf[p[2]] += b
                        ga[p[2]] += a
                        if a > b:
                            w[p[0]] += 1
                            l[p[2]] += 1
                            pts[p[0]] += 3
                        elif a < b:
                            w[p[2]] += 1
                            l[p[0]] += 1
                            pts[p[2]] += 3
                        else:
                            d[p[0]] += 1
                            d[p[2]] += 1
                            pts[p[0]] += 1
                            pts[p[2]] += 1
    order = sorted(teams, key=lambda t: (-pts[t], -(gf[t] - ga[t]), -gf[t]))
    out = []
    i = 0
    while i < len(order):
        j = i
        while j < len(order) and pts[order[j]] == pts[order[i]] and gf[order[j]] - ga[order[j]] == gf[order[i]] - ga[order[i]] and gf[order[j]] == gf[order[i]]:
            j += 1
        group = order[i:j]
        h = {}
        for t in group:
            h[t] = 0
        for g in games:
            if g[0] in h and g[1] in h:
                if g[2] > g[3]:
                    h[g[0]] += 3
                elif g[2] < g[3]:
                    h[g[1]] += 3
                else:
                    h[g[0]] += 1
                    h[g[1]] += 1
        group.sort(key=lambda t: (-h[t], t))
        for t in group:
            out.append(str(len(out) + 1) + " " + t + " " + str(pl[t]) + " " + str(w[t]) + " " + str(d[t]) + " " + str(l[t]) + " " + str(gf[t]) + " " + str(ga[t]) + " " + str(pts[t]))
        i = j
    return out
