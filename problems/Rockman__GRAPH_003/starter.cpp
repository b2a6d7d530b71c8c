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

    // missing: take the courses semester by semester (all courses whose prerequisites are
    // passed), count the semesters, and return -1 if any course can never be taken
