#include <functional>
#include <vector>
using namespace std;

long long max_assignments(long long workers, long long jobs,
                          const std::vector<std::vector<long long>>& skills) {
    vector<vector<long long>> can_do(workers);
    for (const auto& skill : skills) {
        can_do[skill[0]].push_back(skill[1]);
    }
    vector<long long> holder(jobs, -1);  // holder[job] = worker currently assigned to job, or -1

    function<bool(long long, vector<bool>&)> try_assign = [&](long long worker,
                                                              vector<bool>& seen) {
        for (long long job : can_do[worker]) {
            if (seen[job]) {
                continue;
            }
            seen[job] = true;
            if (holder[job] == -1 || try_assign(holder[job], seen)) {
                holder[job] = worker;
                return true;
            }
        }
        return false;
    };

    long long assigned = 0;
    for (long long worker = 0; worker < workers; ++worker) {
        vector<bool> seen(jobs, false);
        if (try_assign(worker, seen)) {
            ++assigned;
        }
    }
    return assigned;
}
