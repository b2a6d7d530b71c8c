#include <tuple>
#include <unordered_map>
#include <vector>

std::vector<long long> busiest_count(const std::vector<std::tuple<long long, long long>>& ops) {
    std::unordered_map<long long, long long> count;  // label -> tokens with that label
    count.reserve(ops.size() * 2 + 1);
    std::vector<long long> labels_with{0};  // labels_with[c] = labels holding exactly c tokens
    long long best = 0;
    std::vector<long long> answers;
    for (const auto& [kind, label] : ops) {
        if (kind == 0) {
            long long c = count[label];
            count[label] = c + 1;
            if (c > 0) labels_with[c] -= 1;
            if (c + 1 == static_cast<long long>(labels_with.size())) labels_with.push_back(0);
            labels_with[c + 1] += 1;
            if (c + 1 > best) best = c + 1;
        } else if (kind == 1) {
            auto it = count.find(label);
            if (it == count.end()) continue;
            long long c = it->second;
            labels_with[c] -= 1;
            if (c == 1) {
                count.erase(it);
            } else {
                it->second = c - 1;
                labels_with[c - 1] += 1;
            }
            if (c == best && labels_with[c] == 0) best -= 1;
        } else {
            answers.push_back(best);
        }
    }
    return answers;
}
