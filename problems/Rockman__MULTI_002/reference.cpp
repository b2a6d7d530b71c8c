#include <functional>
#include <map>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

struct Road {
    std::string from, to;
    bool two_way;
    long long length;
};

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Matches " *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *" against the whole line.
bool parse_road(const std::string& line, Road& road) {
    std::size_t i = 0;
    const std::size_t n = line.size();
    auto spaces = [&] {
        while (i < n && line[i] == ' ') ++i;
    };
    auto word = [&](std::string& out) {
        std::size_t start = i;
        while (i < n && is_letter(line[i])) ++i;
        out = line.substr(start, i - start);
        return i > start;
    };
    spaces();
    if (!word(road.from)) return false;
    spaces();
    if (i >= n || line[i] != '-') return false;
    ++i;
    road.two_way = true;
    if (i < n && line[i] == '>') {
        road.two_way = false;
        ++i;
    }
    spaces();
    if (!word(road.to)) return false;
    spaces();
    if (i >= n || line[i] != ':') return false;
    ++i;
    spaces();
    std::size_t start = i;
    while (i < n && line[i] >= '0' && line[i] <= '9') ++i;
    if (i == start) return false;
    std::string digits = line.substr(start, i - start);
    spaces();
    if (i != n) return false;
    std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos) {
        road.length = 0;
    } else if (digits.size() - first > 7) {
        return false;  // more than 10^6
    } else {
        road.length = std::stoll(digits.substr(first));
    }
    return road.length <= 1000000;
}

}  // namespace

std::vector<long long> route_lengths(const std::vector<std::string>& lines,
                                     const std::vector<std::vector<std::string>>& queries) {
    std::unordered_map<std::string, int> index;
    std::vector<std::map<int, long long>> graph;  // graph[u][v] = shortest road u -> v
    auto city = [&](const std::string& name) {
        auto found = index.find(name);
        if (found != index.end()) return found->second;
        int id = static_cast<int>(graph.size());
        index.emplace(name, id);
        graph.emplace_back();
        return id;
    };
    for (const std::string& line : lines) {
        Road road;
        if (!parse_road(line, road)) continue;
        int a = city(road.from), b = city(road.to);
        std::vector<std::pair<int, int>> edges = {{a, b}};
        if (road.two_way) edges.emplace_back(b, a);
        for (auto [u, v] : edges) {
            auto found = graph[u].find(v);
            if (found == graph[u].end() || road.length < found->second) graph[u][v] = road.length;
        }
    }
    std::unordered_map<int, std::vector<long long>> cache;
    auto dijkstra = [&](int source) {
        std::vector<long long> dist(graph.size(), -1);
        using Item = std::pair<long long, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
        dist[source] = 0;
        heap.emplace(0, source);
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : graph[u]) {
                long long nd = d + w;
                if (dist[v] < 0 || nd < dist[v]) {
                    dist[v] = nd;
                    heap.emplace(nd, v);
                }
            }
        }
        return dist;
    };
    std::vector<long long> out;
    for (const std::vector<std::string>& query : queries) {
        auto s = index.find(query[0]);
        auto t = index.find(query[1]);
        if (s == index.end() || t == index.end()) {
            out.push_back(-1);
            continue;
        }
        auto cached = cache.find(s->second);
        if (cached == cache.end()) cached = cache.emplace(s->second, dijkstra(s->second)).first;
        out.push_back(cached->second[t->second]);
    }
    return out;
}
