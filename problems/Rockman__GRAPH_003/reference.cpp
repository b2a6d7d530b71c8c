#include <set>
#include <vector>
using namespace std;

long long min_semesters(long long n, const std::vector<std::vector<long long>>& prerequisites) {
    std::vector<std::set<long long>> successors(n);
    for (const auto& entry : prerequisites) {
        long long before = entry[0], after = entry[1];
        successors[before].insert(after);
    }
    std::vector<long long> indegree(n, 0);
    for (long long before = 0; before < n; ++before) {
        for (long long after : successors[before]) {
            indegree[after] += 1;
        }
    }

    std::vector<long long> current;
    for (long long course = 0; course < n; ++course) {
        if (indegree[course] == 0) {
            current.push_back(course);
        }
    }
    long long semesters = 0;
    long long taken = 0;
    while (!current.empty()) {
        semesters += 1;
        taken += static_cast<long long>(current.size());
        std::vector<long long> following;
        for (long long course : current) {
            for (long long after : successors[course]) {
                indegree[after] -= 1;
                if (indegree[after] == 0) {
                    following.push_back(after);
                }
            }
        }
        current = following;
    }
    return taken == n ? semesters : -1;
}
