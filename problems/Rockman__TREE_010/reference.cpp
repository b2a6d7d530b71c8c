#include <functional>
#include <unordered_map>
#include <vector>
using namespace std;

std::vector<long long> postorder_from(const std::vector<long long>& preorder,
                                      const std::vector<long long>& inorder) {
    std::unordered_map<long long, long long> where;
    for (long long i = 0; i < static_cast<long long>(inorder.size()); ++i) {
        where[inorder[i]] = i;
    }
    std::vector<long long> out;

    std::function<void(long long, long long, long long)> build =
        [&](long long pre_lo, long long in_lo, long long length) {
            // The subtree whose pre-order is preorder[pre_lo .. pre_lo + length) and whose
            // in-order is inorder[in_lo .. in_lo + length); append its post-order to out.
            if (length == 0) {
                return;
            }
            long long root = preorder[pre_lo];
            long long left_size = where[root] - in_lo;
            build(pre_lo + 1, in_lo, left_size);
            build(pre_lo + 1 + left_size, in_lo + left_size + 1, length - left_size - 1);
            out.push_back(root);
        };

    build(0, 0, static_cast<long long>(preorder.size()));
    return out;
}
