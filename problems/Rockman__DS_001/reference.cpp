#include <vector>

std::vector<long long> cancel_opposites(const std::vector<long long>& charges) {
    std::vector<long long> stack;
    stack.reserve(charges.size());
    for (long long charge : charges) {
        if (!stack.empty() && stack.back() + charge == 0) {
            stack.pop_back();
        } else {
            stack.push_back(charge);
        }
    }
    return stack;
}
