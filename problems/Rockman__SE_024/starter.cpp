#include <string>
using namespace std;

long long parking_fee(long long entry_minute, long long exit_minute, const std::string& vehicle, bool has_pass) {
    long long d = exit_minute - entry_minute;
    if (vehicle == "car") {
        if (d <= 15) {
            return 0;
        }
        long long h = d / 60;
        if (d % 60 != 0) {
            h = h + 1;
        }
        long long fee = (h / 24) * 2400;
        if ((h % 24) * 300 > 2400) {
            fee = fee + 2400;
        } else {
            fee = fee + (h % 24) * 300;
        }
        long long t = entry_minute % 1440;
        if (t >= 1320 || t < 360) {
            if (d <= 600) {
                if (fee > 800) {
                    fee = 800;
                }
            }
        }
        if (has_pass) {
            fee = fee / 2;
        }
        return fee;
    } else if (vehicle == "motorcycle") {
        if (d <= 15) {
            return 0;
        }
        if (has_pass) {
            return 0;
        }
        long long h = d / 60;
        if (d % 60 != 0) {
            h = h + 1;
        }
        long long fee = (h / 24) * 900;
        if ((h % 24) * 120 > 900) {
            fee = fee + 900;
        } else {
            fee = fee + (h % 24) * 120;
        }
        long long t = entry_minute % 1440;
        if (t >= 1320 || t < 360) {
            if (d <= 600) {
                if (fee > 400) {
                    fee = 400;
                }
            }
        }
        return fee;
    } else if (vehicle == "van") {
        if (d <= 15) {
            return 0;
        }
        long long h = d / 60;
        if (d % 60 != 0) {
            h = h + 1;
        }
        long long fee = (h / 24) * 3600;
        if ((h % 24) * 450 > 3600) {
            fee = fee + 3600;
        } else {
            fee = fee + (h % 24) * 450;
        }
        long long t = entry_minute % 1440;
        if (t >= 1320 || t < 360) {
            if (d <= 600) {
                if (fee > 1200) {
                    fee = 1200;
                }
            }
        }
        if (d > 4320) {
            fee = fee + 1500;
        }
        if (has_pass) {
            fee = fee / 2;
        }
        return fee;
    } else {
        return -1;
    }
}
