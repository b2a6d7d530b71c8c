#include <cstdlib>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string without_spaces(const std::string& text) {
    std::string out;
    for (char ch : text) {
        if (ch != ' ') {
            out += ch;
        }
    }
    return out;
}

std::vector<std::pair<long long, long long>> parse_polygon(const std::string& polygon) {
    std::vector<std::pair<long long, long long>> points;
    std::size_t start = 0;
    while (true) {
        std::size_t end = polygon.find(';', start);
        std::string piece = polygon.substr(start, end == std::string::npos ? std::string::npos : end - start);
        std::size_t comma = piece.find(',');
        long long x = std::stoll(without_spaces(piece.substr(0, comma)));
        long long y = std::stoll(without_spaces(piece.substr(comma + 1)));
        points.emplace_back(x, y);
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    if (points.size() > 1 && points.back() == points.front()) {
        points.pop_back();
    }
    return points;
}

}  // namespace

long long interior_lattice_points(const std::string& polygon) {
    std::vector<std::pair<long long, long long>> points = parse_polygon(polygon);
    long long twice_area = 0;
    long long boundary = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        auto [x1, y1] = points[i];
        auto [x2, y2] = points[(i + 1) % points.size()];
        twice_area += x1 * y2 - x2 * y1;
        boundary += std::gcd(std::llabs(x2 - x1), std::llabs(y2 - y1));
    }
    twice_area = std::llabs(twice_area);
    // Pick's theorem: area = interior + boundary / 2 - 1
    return (twice_area - boundary + 2) / 2;
}
