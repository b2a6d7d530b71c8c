#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>
using namespace std;

std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> parts;
    size_t start = 0;
    size_t pos;
    while ((pos = text.find(sep, start)) != std::string::npos) {
        parts.push_back(text.substr(start, pos - start));
        start = pos + 1;
    }
    parts.push_back(text.substr(start));
    return parts;
}

std::vector<std::string> league_table(const std::vector<std::string>& teams, const std::vector<std::string>& results) {
    std::map<std::string, long long> pl;
    std::map<std::string, long long> w;
    std::map<std::string, long long> d;
    std::map<std::string, long long> l;
    std::map<std::string, long long> gf;
    std::map<std::string, long long> ga;
    std::map<std::string, long long> pts;
    for (const std::string& t : teams) {
        pl[t] = 0;
        w[t] = 0;
        d[t] = 0;
        l[t] = 0;
        gf[t] = 0;
        ga[t] = 0;
        pts[t] = 0;
    }
    std::set<std::pair<std::string, std::string>> played;
    std::vector<std::tuple<std::string, std::string, long long, long long>> games;
    for (const std::string& line : results) {
        std::vector<std::string> p = split(line, ' ');
        if (p.size() == 3) {
            if (pl.count(p[0]) && pl.count(p[2]) && p[0] != p[2]) {
                std::vector<std::string> s = split(p[1], '-');
                if (s.size() == 2) {
                    bool ok = true;
                    for (const std::string& x : s) {
                        if (x.size() < 1 || x.size() > 2) {
                            ok = false;
                        } else {
                            for (char c : x) {
                                if (c < '0' || c > '9') {
                                    ok = false;
                                }
                            }
                            if (x.size() == 2 && x[0] == '0') {
                                ok = false;
                            }
                        }
                    }
                    if (ok && !played.count({p[0], p[2]})) {
                        played.insert({p[0], p[2]});
                        long long a = std::stoll(s[0]);
                        long long b = std::stoll(s[1]);
                        games.push_back({p[0], p[2], a, b});
                        pl[p[0]] += 1;
                        pl[p[2]] += 1;
                        gf[p[0]] += a;
                        ga[p[0]] += b;
                        gf[p[2]] += b;
                        ga[p[2]] += a;
                        if (a > b) {
                            w[p[0]] += 1;
                            l[p[2]] += 1;
                            pts[p[0]] += 3;
                        } else if (a < b) {
                            w[p[2]] += 1;
                            l[p[0]] += 1;
                            pts[p[2]] += 3;
                        } else {
                            d[p[0]] += 1;
                            d[p[2]] += 1;
                            pts[p[0]] += 1;
                            pts[p[2]] += 1;
                        }
                    }
                }
            }
        }
    }
    std::vector<std::string> order = teams;
    std::stable_sort(order.begin(), order.end(), [&](const std::string& x, const std::string& y) {
        return std::make_tuple(-pts[x], -(gf[x] - ga[x]), -gf[x]) < std::make_tuple(-pts[y], -(gf[y] - ga[y]), -gf[y]);
    });
    std::vector<std::string> out;
    size_t i = 0;
    while (i < order.size()) {
        size_t j = i;
        while (j < order.size() && pts[order[j]] == pts[order[i]] && gf[order[j]] - ga[order[j]] == gf[order[i]] - ga[order[i]] && gf[order[j]] == gf[order[i]]) {
            j += 1;
        }
        std::vector<std::string> group(order.begin() + i, order.begin() + j);
        std::map<std::string, long long> h;
        for (const std::string& t : group) {
            h[t] = 0;
        }
        for (const auto& g : games) {
            if (h.count(std::get<0>(g)) && h.count(std::get<1>(g))) {
                if (std::get<2>(g) > std::get<3>(g)) {
                    h[std::get<0>(g)] += 3;
                } else if (std::get<2>(g) < std::get<3>(g)) {
                    h[std::get<1>(g)] += 3;
                } else {
                    h[std::get<0>(g)] += 1;
                    h[std::get<1>(g)] += 1;
                }
            }
        }
        std::sort(group.begin(), group.end(), [&](const std::string& x, const std::string& y) {
            return std::make_pair(-h[x], x) < std::make_pair(-h[y], y);
        });
        for (const std::string& t : group) {
            out.push_back(std::to_string(out.size() + 1) + " " + t + " " + std::to_string(pl[t]) + " " + std::to_string(w[t]) + " " + std::to_string(d[t]) + " " + std::to_string(l[t]) + " " + std::to_string(gf[t]) + " " + std::to_string(ga[t]) + " " + std::to_string(pts[t]));
        }
        i = j;
    }
    return out;
}
