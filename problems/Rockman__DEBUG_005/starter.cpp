#include <memory>
#include <vector>
using namespace std;

std::vector<long long> color_counts(long long height, long long width, const std::vector<std::vector<long long>>& strokes) {
    vector<shared_ptr<vector<long long>>> canvas(height, make_shared<vector<long long>>(width, 0));
    for (const auto& stroke : strokes) {
        long long r1 = stroke[0], c1 = stroke[1], r2 = stroke[2], c2 = stroke[3], color = stroke[4];
        for (long long r = r1; r <= r2; ++r) {
            vector<long long>& row = *canvas[r];
            for (long long c = c1; c <= c2; ++c) {
                row[c] = color;
            }
        }
    }
    vector<long long> counts(10, 0);
    for (const auto& row : canvas) {
        for (long long value : *row) {
            counts[value] += 1;
        }
    }
    return counts;
}
