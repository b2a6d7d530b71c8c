#include <deque>
#include <string>
#include <unordered_map>
using namespace std;

class RateLimiter {
public:
    RateLimiter(long long limit, long long window) : limit_(limit), window_(window) {}

    bool allow(const std::string& client, long long t) {
        deque<long long>& times = recent(client, t);
        if ((long long)times.size() >= limit_) return false;
        times.push_back(t);
        return true;
    }

    long long remaining(const std::string& client, long long t) {
        return limit_ - (long long)recent(client, t).size();
    }

private:
    deque<long long>& recent(const string& client, long long t) {
        deque<long long>& times = accepted_[client];
        while (!times.empty() && times.front() <= t - window_) times.pop_front();
        return times;
    }

    long long limit_;
    long long window_;
    unordered_map<string, deque<long long>> accepted_;  // accepted request times per client
};
