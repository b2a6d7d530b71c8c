#include <functional>
#include <stdexcept>
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
            // TODO: find this subtree's root and the sizes of its left and right subtrees, then
            // emit the post-order of the whole subtree into out.
            throw std::logic_error("not implemented");
        };

    build(0, 0, static_cast<long long>(preorder.size()));
    return out;
}
