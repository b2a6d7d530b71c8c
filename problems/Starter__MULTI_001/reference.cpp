#include <cstddef>
#include <functional>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string strip_blanks(const std::string& text) {
    std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string::npos) {
        return "";
    }
    std::size_t end = text.find_last_not_of(" \t");
    return text.substr(begin, end - begin + 1);
}

bool is_name(const std::string& part) {
    if (part.empty()) {
        return false;
    }
    for (char ch : part) {
        bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                  ch == '_';
        if (!ok) {
            return false;
        }
    }
    return true;
}

}  // namespace

std::vector<std::string> build_order(const std::vector<std::string>& lines) {
    std::set<std::string> tasks;
    std::set<std::pair<std::string, std::string>> rules;
    for (const std::string& raw : lines) {
        std::string line = strip_blanks(raw);
        if (line.empty()) {
            continue;
        }
        std::vector<std::string> parts;
        std::size_t from = 0;
        for (;;) {
            std::size_t arrow = line.find("->", from);
            parts.push_back(strip_blanks(line.substr(from, arrow - from)));
            if (arrow == std::string::npos) {
                break;
            }
            from = arrow + 2;
        }
        bool well_formed = true;
        for (const std::string& part : parts) {
            well_formed = well_formed && is_name(part);
        }
        if (!well_formed) {
            continue;
        }
        tasks.insert(parts.begin(), parts.end());
        for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
            rules.insert({parts[i], parts[i + 1]});
        }
    }

    std::map<std::string, std::vector<std::string>> successors;
    std::map<std::string, long long> indegree;
    for (const std::string& task : tasks) {
        indegree[task] = 0;
    }
    for (const auto& [before, after] : rules) {
        successors[before].push_back(after);
        ++indegree[after];
    }
    std::priority_queue<std::string, std::vector<std::string>, std::greater<std::string>> ready;
    for (const auto& [task, degree] : indegree) {
        if (degree == 0) {
            ready.push(task);
        }
    }
    std::vector<std::string> order;
    while (!ready.empty()) {
        std::string task = ready.top();
        ready.pop();
        order.push_back(task);
        for (const std::string& next : successors[task]) {
            if (--indegree[next] == 0) {
                ready.push(next);
            }
        }
    }
    if (order.size() != tasks.size()) {
        return {};
    }
    return order;
}
