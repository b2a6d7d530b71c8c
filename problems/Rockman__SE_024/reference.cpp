#include <algorithm>
#include <map>
#include <string>
using namespace std;

struct Rates {
    long long hourly;
    long long daily_cap;
    long long night_fee;
};

// Per vehicle: hourly rate, daily cap and night flat fee, all in cents.
static const std::map<std::string, Rates> RATES = {
    {"car", {300, 2400, 800}},
    {"motorcycle", {120, 900, 400}},
    {"van", {450, 3600, 1200}},
};
static const long long GRACE_MINUTES = 15;
static const long long MINUTES_PER_DAY = 1440;
static const long long NIGHT_START = 22 * 60;
static const long long NIGHT_END = 6 * 60;
static const long long NIGHT_MAX_STAY = 600;
static const long long VAN_LONG_STAY = 4320;
static const long long VAN_SURCHARGE = 1500;

long long hourly_fee(long long duration, long long rate, long long cap) {
    long long hours = (duration + 59) / 60;
    return (hours / 24) * cap + std::min((hours % 24) * rate, cap);
}

bool night_entry(long long entry_minute) {
    long long clock = entry_minute % MINUTES_PER_DAY;
    return clock >= NIGHT_START || clock < NIGHT_END;
}

long long base_fee(long long entry_minute, long long duration, const std::string& vehicle) {
    const Rates& rates = RATES.at(vehicle);
    long long fee = hourly_fee(duration, rates.hourly, rates.daily_cap);
    if (night_entry(entry_minute) && duration <= NIGHT_MAX_STAY) {
        fee = std::min(fee, rates.night_fee);
    }
    if (vehicle == "van" && duration > VAN_LONG_STAY) {
        fee += VAN_SURCHARGE;
    }
    return fee;
}

long long with_pass(long long fee, const std::string& vehicle) {
    return vehicle == "motorcycle" ? 0 : fee / 2;
}

long long parking_fee(long long entry_minute, long long exit_minute, const std::string& vehicle, bool has_pass) {
    if (RATES.count(vehicle) == 0) {
        return -1;
    }
    long long duration = exit_minute - entry_minute;
    if (duration <= GRACE_MINUTES) {
        return 0;
    }
    long long fee = base_fee(entry_minute, duration, vehicle);
    return has_pass ? with_pass(fee, vehicle) : fee;
}
