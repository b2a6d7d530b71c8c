#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

// A treap (randomized balanced BST) with subtree sizes; nodes live in vectors, 0 is "no node".
class OrderedSet {
public:
    OrderedSet() : key_(1), prio_(1), left_(1), right_(1), size_(1, 0) {}

    bool add(long long x) {
        if (contains(x)) {
            return false;
        }
        auto [a, b] = split(root_, x);
        root_ = merge(merge(a, new_node(x)), b);
        return true;
    }

    bool discard(long long x) {
        if (!contains(x)) {
            return false;
        }
        auto [a, b] = split(root_, x);
        auto [unused, c] = split(b, x + 1);
        (void)unused;
        root_ = merge(a, c);
        return true;
    }

    std::optional<long long> floor(long long x) {
        std::optional<long long> best;
        for (int node = root_; node != 0;) {
            if (key_[node] <= x) {
                best = key_[node];
                node = right_[node];
            } else {
                node = left_[node];
            }
        }
        return best;
    }

    std::optional<long long> ceiling(long long x) {
        std::optional<long long> best;
        for (int node = root_; node != 0;) {
            if (key_[node] >= x) {
                best = key_[node];
                node = left_[node];
            } else {
                node = right_[node];
            }
        }
        return best;
    }

    std::optional<long long> kth(long long k) {
        if (k < 1 || k > size_[root_]) {
            return std::nullopt;
        }
        int node = root_;
        while (node != 0) {
            const long long left = size_[left_[node]];
            if (k <= left) {
                node = left_[node];
            } else if (k == left + 1) {
                return key_[node];
            } else {
                k -= left + 1;
                node = right_[node];
            }
        }
        return std::nullopt;
    }

    long long rank(long long x) {
        long long count = 0;
        for (int node = root_; node != 0;) {
            if (key_[node] < x) {
                count += size_[left_[node]] + 1;
                node = right_[node];
            } else {
                node = left_[node];
            }
        }
        return count;
    }

private:
    std::uint64_t next_random() {  // splitmix64
        std::uint64_t z = (seed_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    int new_node(long long x) {
        key_.push_back(x);
        prio_.push_back(next_random());
        left_.push_back(0);
        right_.push_back(0);
        size_.push_back(1);
        return static_cast<int>(key_.size()) - 1;
    }

    void update(int node) { size_[node] = 1 + size_[left_[node]] + size_[right_[node]]; }

    bool contains(long long x) const {
        for (int node = root_; node != 0;) {
            if (x == key_[node]) {
                return true;
            }
            node = x < key_[node] ? left_[node] : right_[node];
        }
        return false;
    }

    // (keys < key, keys >= key)
    std::pair<int, int> split(int node, long long key) {
        if (node == 0) {
            return {0, 0};
        }
        if (key_[node] < key) {
            auto [a, b] = split(right_[node], key);
            right_[node] = a;
            update(node);
            return {node, b};
        }
        auto [a, b] = split(left_[node], key);
        left_[node] = b;
        update(node);
        return {a, node};
    }

    // every key of a is smaller than every key of b
    int merge(int a, int b) {
        if (a == 0) {
            return b;
        }
        if (b == 0) {
            return a;
        }
        if (prio_[a] > prio_[b]) {
            right_[a] = merge(right_[a], b);
            update(a);
            return a;
        }
        left_[b] = merge(a, left_[b]);
        update(b);
        return b;
    }

    std::vector<long long> key_;
    std::vector<std::uint64_t> prio_;
    std::vector<int> left_;
    std::vector<int> right_;
    std::vector<long long> size_;
    int root_ = 0;
    std::uint64_t seed_ = 12345;
};
