use std::collections::{HashMap, HashSet};

fn league_table(teams: Vec<String>, results: Vec<String>) -> Vec<String> {
    let mut pl: HashMap<String, i64> = HashMap::new();
    let mut w: HashMap<String, i64> = HashMap::new();
    let mut d: HashMap<String, i64> = HashMap::new();
    let mut l: HashMap<String, i64> = HashMap::new();
    let mut gf: HashMap<String, i64> = HashMap::new();
    let mut ga: HashMap<String, i64> = HashMap::new();
    let mut pts: HashMap<String, i64> = HashMap::new();
    for t in &teams {
        pl.insert(t.clone(), 0);
        w.insert(t.clone(), 0);
        d.insert(t.clone(), 0);
        l.insert(t.clone(), 0);
        gf.insert(t.clone(), 0);
        ga.insert(t.clone(), 0);
        pts.insert(t.clone(), 0);
    }
    let mut played: HashSet<(String, String)> = HashSet::new();
    let mut games: Vec<(String, String, i64, i64)> = Vec::new();
    for line in &results {
        let p: Vec<&str> = line.split(' ').collect();
        if p.len() == 3 {
            if pl.contains_key(p[0]) && pl.contains_key(p[2]) && p[0] != p[2] {
                let s: Vec<&str> = p[1].split('-').collect();
                if s.len() == 2 {
                    let mut ok = true;
                    for x in &s {
                        if x.len() < 1 || x.len() > 2 {
                            ok = false;
                        } else {
                            for c in x.chars() {
                                if !c.is_ascii_digit() {
                                    ok = false;
                                }
                            }
                            if x.len() == 2 && x.starts_with('0') {
                                ok = false;
                            }
                        }
                    }
                    if ok && !played.contains(&(p[0].to_string(), p[2].to_string())) {
                        played.insert((p[0].to_string(), p[2].to_string()));
                        let a: i64 = s[0].parse().unwrap();
                        let b: i64 = s[1].parse().unwrap();
                        games.push((p[0].to_string(), p[2].to_string(), a, b));
                        *pl.get_mut(p[0]).unwrap() += 1;
                        *pl.get_mut(p[2]).unwrap() += 1;
                        *gf.get_mut(p[0]).unwrap() += a;
                        *ga.get_mut(p[0]).unwrap() += b;
                        *gf.get_mut(p[2]).unwrap() += b;
                        *ga.get_mut(p[2]).unwrap() += a;
                        if a > b {
                            *w.get_mut(p[0]).unwrap() += 1;
                            *l.get_mut(p[2]).unwrap() += 1;
                            *pts.get_mut(p[0]).unwrap() += 3;
                        } else if a < b {
                            *w.get_mut(p[2]).unwrap() += 1;
                            *l.get_mut(p[0]).unwrap() += 1;
                            *pts.get_mut(p[2]).unwrap() += 3;
                        } else {
                            *d.get_mut(p[0]).unwrap() += 1;
                            *d.get_mut(p[2]).unwrap() += 1;
                            *pts.get_mut(p[0]).unwrap() += 1;
                            *pts.get_mut(p[2]).unwrap() += 1;
                        }
                    }
                }
            }
        }
    }
    let mut order = teams.clone();
    order.sort_by_key(|t| (-pts[t], -(gf[t] - ga[t]), -gf[t]));
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j < order.len() && pts[&order[j]] == pts[&order[i]] && gf[&order[j]] - ga[&order[j]] == gf[&order[i]] - ga[&order[i]] && gf[&order[j]] == gf[&order[i]] {
            j += 1;
        }
        let mut group: Vec<String> = order[i..j].to_vec();
        let mut h: HashMap<String, i64> = HashMap::new();
        for t in &group {
            h.insert(t.clone(), 0);
        }
        for g in &games {
            if h.contains_key(&g.0) && h.contains_key(&g.1) {
                if g.2 > g.3 {
                    *h.get_mut(&g.0).unwrap() += 3;
                } else if g.2 < g.3 {
                    *h.get_mut(&g.1).unwrap() += 3;
                } else {
                    *h.get_mut(&g.0).unwrap() += 1;
                    *h.get_mut(&g.1).unwrap() += 1;
                }
            }
        }
        group.sort_by_key(|t| (-h[t], t.clone()));
        for t in &group {
            out.push((out.len() + 1).to_string() + " " + t + " " + &pl[t].to_string() + " " + &w[t].to_string() + " " + &d[t].to_string() + " " + &l[t].to_string() + " " + &gf[t].to_string() + " " + &ga[t].to_string() + " " + &pts[t].to_string());
        }
        i = j;
    }
    out
}
