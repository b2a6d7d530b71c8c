#include <algorithm>
#include <cctype>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

std::string normalise(const std::string& part) {
    std::size_t start = part.find_first_not_of(' ');
    if (start == std::string::npos) {
        return "";
    }
    std::size_t end = part.find_last_not_of(' ');
    std::string name = part.substr(start, end - start + 1);
    for (char& ch : name) {
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    return name;
}

}  // namespace

std::vector<long long> group_sizes(const std::vector<std::string>& records) {
    std::unordered_map<std::string, int> index;
    std::vector<std::vector<int>> neighbours;
    auto id_of = [&](const std::string& name) {
        auto found = index.find(name);
        if (found != index.end()) {
            return found->second;
        }
        int id = static_cast<int>(neighbours.size());
        index.emplace(name, id);
        neighbours.emplace_back();
        return id;
    };
    for (const std::string& record : records) {
        std::size_t dash = record.find('-');
        if (dash == std::string::npos) {
            id_of(normalise(record));
            continue;
        }
        int a = id_of(normalise(record.substr(0, dash)));
        int b = id_of(normalise(record.substr(dash + 1)));
        if (a != b) {
            neighbours[a].push_back(b);
            neighbours[b].push_back(a);
        }
    }

    std::vector<bool> seen(neighbours.size(), false);
    std::vector<long long> sizes;
    for (int start = 0; start < static_cast<int>(neighbours.size()); ++start) {
        if (seen[start]) {
            continue;
        }
        seen[start] = true;
        std::vector<int> stack{start};
        long long size = 0;
        while (!stack.empty()) {
            int person = stack.back();
            stack.pop_back();
            ++size;
            for (int other : neighbours[person]) {
                if (!seen[other]) {
                    seen[other] = true;
                    stack.push_back(other);
                }
            }
        }
        sizes.push_back(size);
    }
    std::sort(sizes.begin(), sizes.end(), std::greater<long long>());
    return sizes;
}
