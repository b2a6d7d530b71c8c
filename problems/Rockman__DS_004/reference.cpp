#include <functional>
#include <queue>
#include <vector>
using namespace std;

std::vector<long long> running_lower_medians(const std::vector<long long>& values) {
    priority_queue<long long> low;  // max-heap with the smaller half, holds ceil(k / 2) items
    // min-heap with the larger half, holds floor(k / 2) items
    priority_queue<long long, vector<long long>, greater<long long>> high;
    vector<long long> result;
    for (long long value : values) {
        if (!low.empty() && value > low.top()) {
            high.push(value);
        } else {
            low.push(value);
        }
        if (low.size() > high.size() + 1) {
            high.push(low.top());
            low.pop();
        } else if (high.size() > low.size()) {
            low.push(high.top());
            high.pop();
        }
        result.push_back(low.top());
    }
    return result;
}
