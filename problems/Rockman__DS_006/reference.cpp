#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

class OffsetLedger {
public:
    explicit OffsetLedger(long long n)
        : parent_(static_cast<std::size_t>(n)),
          offset_(static_cast<std::size_t>(n), 0),
          size_(static_cast<std::size_t>(n), 1),
          groups_(n) {
        for (std::size_t i = 0; i < parent_.size(); ++i) {
            parent_[i] = static_cast<long long>(i);
        }
    }

    bool record(long long a, long long b, long long diff) {
        auto [ra, da] = find(a);
        auto [rb, db] = find(b);
        if (ra == rb) {
            return db - da == diff;
        }
        // balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
        long long shift = diff - db + da;
        if (size_[ra] < size_[rb]) {
            std::swap(ra, rb);
            shift = -shift;
        }
        parent_[rb] = ra;
        offset_[rb] = shift;
        size_[ra] += size_[rb];
        --groups_;
        return true;
    }

    std::optional<long long> difference(long long a, long long b) {
        auto [ra, da] = find(a);
        auto [rb, db] = find(b);
        if (ra != rb) {
            return std::nullopt;
        }
        return db - da;
    }

    long long groups() { return groups_; }

private:
    // (root, balance[x] - balance[root]), compressing the path
    std::pair<long long, long long> find(long long x) {
        path_.clear();
        while (parent_[x] != x) {
            path_.push_back(x);
            x = parent_[x];
        }
        const long long root = x;
        // walk back from the node nearest the root, accumulating offsets to the root
        for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
            const long long node = *it;
            const long long parent = parent_[node];
            if (parent != root) {
                offset_[node] += offset_[parent];
            }
            parent_[node] = root;
        }
        return {root, path_.empty() ? 0 : offset_[path_.front()]};
    }

    std::vector<long long> parent_;
    std::vector<long long> offset_;  // balance[i] - balance[parent[i]]
    std::vector<long long> size_;
    std::vector<long long> path_;
    long long groups_;
};
