#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

class FamilyTree {
public:
    explicit FamilyTree(const std::vector<long long>& parents) {
        const std::size_t n = parents.size();
        std::vector<std::vector<long long>> children(n);
        long long root = 0;
        for (std::size_t child = 0; child < n; ++child) {
            if (parents[child] == -1) {
                root = static_cast<long long>(child);
            } else {
                children[parents[child]].push_back(static_cast<long long>(child));
            }
        }
        // depths in BFS order, so every parent is handled before its children
        depth_.assign(n, 0);
        std::vector<long long> order{root};
        for (std::size_t i = 0; i < order.size(); ++i) {
            const long long node = order[i];
            for (long long child : children[node]) {
                depth_[child] = depth_[node] + 1;
                order.push_back(child);
            }
        }
        const long long max_depth = *std::max_element(depth_.begin(), depth_.end());
        levels_ = 0;
        while ((1LL << levels_) <= max_depth) {
            ++levels_;
        }
        levels_ = std::max(levels_, 1);
        // up_[j][x] = the 2**j-th ancestor of x, or -1
        up_.push_back(parents);
        for (int j = 1; j < levels_; ++j) {
            const std::vector<long long>& prev = up_[j - 1];
            std::vector<long long> next(n);
            for (std::size_t x = 0; x < n; ++x) {
                next[x] = prev[x] == -1 ? -1 : prev[prev[x]];
            }
            up_.push_back(std::move(next));
        }
    }

    long long ancestor(long long u, long long k) {
        if (k > depth_[u]) {
            return -1;
        }
        for (int j = 0; k != 0; ++j, k >>= 1) {
            if (k & 1) {
                u = up_[j][u];
            }
        }
        return u;
    }

    long long common_ancestor(long long u, long long v) {
        if (depth_[u] < depth_[v]) {
            std::swap(u, v);
        }
        u = ancestor(u, depth_[u] - depth_[v]);
        if (u == v) {
            return u;
        }
        for (int j = levels_ - 1; j >= 0; --j) {
            if (up_[j][u] != up_[j][v]) {
                u = up_[j][u];
                v = up_[j][v];
            }
        }
        return up_[0][u];
    }

    long long distance(long long u, long long v) {
        const long long w = common_ancestor(u, v);
        return depth_[u] + depth_[v] - 2 * depth_[w];
    }

    long long step_toward(long long u, long long v, long long k) {
        const long long w = common_ancestor(u, v);
        const long long up = depth_[u] - depth_[w];
        const long long down = depth_[v] - depth_[w];
        if (k > up + down) {
            return -1;
        }
        if (k <= up) {
            return ancestor(u, k);
        }
        return ancestor(v, up + down - k);
    }

private:
    std::vector<long long> depth_;
    int levels_ = 1;
    std::vector<std::vector<long long>> up_;
};
