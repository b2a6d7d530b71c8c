#include <algorithm>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

long long price_one(long long length, long long width, long long height, long long weight, const string& zone, const string& service, bool fragile, bool signature, bool saturday) {
    vector<long long> dims = {length, width, height};
    sort(dims.begin(), dims.end());
    long long a = dims[2];
    long long b = dims[1];
    long long c = dims[0];
    if (a + 2 * b + 2 * c > 300) {
        return -1;
    }
    if (weight > 30000) {
        return -1;
    }
    long long vol = length * width * height;
    long long vol_weight = vol / 5;
    if (vol % 5 != 0) {
        vol_weight = vol_weight + 1;
    }
    long long bill = weight;
    if (vol_weight > bill) {
        bill = vol_weight;
    }
    long long steps = bill / 500;
    if (bill % 500 != 0) {
        steps = steps + 1;
    }
    if (steps < 1) {
        steps = 1;
    }
    long long base;
    if (zone == "local") {
        base = 300 + 100 * (steps - 1);
    } else if (zone == "national") {
        base = 450 + 125 * (steps - 1);
    } else {
        base = 1500 + 400 * (steps - 1);
    }
    long long cost;
    if (service == "economy") {
        cost = base;
    } else if (service == "express") {
        cost = base * 3 / 2;
        if (base * 3 % 2 != 0) {
            cost = cost + 1;
        }
    } else {
        if (zone == "international") {
            return -1;
        }
        cost = base * 2;
    }
    long long extra = 0;
    if (fragile) {
        extra = extra + cost * 15 / 100;
    }
    if (a > 120) {
        extra = extra + 2000;
    }
    if (signature) {
        extra = extra + 250;
    }
    if (saturday) {
        if (service == "overnight") {
            extra = extra + 1000;
        }
    }
    return cost + extra;
}

std::vector<long long> quote_shipments(const std::vector<std::tuple<long long, long long, long long, long long>>& packages, const std::string& zone, const std::string& service, const std::vector<std::string>& options) {
    vector<long long> result;
    if (zone != "local" && zone != "national" && zone != "international") {
        for (const auto& p : packages) {
            result.push_back(-1);
        }
        return result;
    }
    if (service != "economy" && service != "express" && service != "overnight") {
        for (const auto& p : packages) {
            result.push_back(-1);
        }
        return result;
    }
    bool fragile = false;
    bool signature = false;
    bool saturday = false;
    for (const string& o : options) {
        if (o == "fragile") {
            fragile = true;
        } else if (o == "signature") {
            signature = true;
        } else if (o == "saturday") {
            saturday = true;
        }
    }
    long long accepted = 0;
    for (const auto& p : packages) {
        long long cost = price_one(get<0>(p), get<1>(p), get<2>(p), get<3>(p), zone, service, fragile, signature, saturday);
        if (cost == -1) {
            result.push_back(-1);
        } else {
            accepted = accepted + 1;
            if (accepted >= 3) {
                cost = cost - cost * 10 / 100;
            }
            result.push_back(cost);
        }
    }
    return result;
}
