#include <string>
#include <tuple>
#include <vector>
using namespace std;

// The decimal digits of a non-negative number with a comma between every group of three.
std::string with_commas(long long n) {
    std::string digits = std::to_string(n);
    for (long long i = static_cast<long long>(digits.size()) - 3; i > 0; i -= 3) {
        digits.insert(i, ",");
    }
    return digits;
}

std::vector<std::string> format_report(const std::string& title, const std::vector<std::tuple<std::string, long long, long long>>& rows) {
    if (rows.size() == 0) {
        return {title, "(no items)"};
    }
    std::vector<std::string> names;
    std::vector<std::string> qtys;
    std::vector<std::string> prices;
    std::vector<std::string> amounts;
    long long total_qty = 0;
    long long total_amount = 0;
    std::string s;
    for (const auto& row : rows) {
        std::string name = std::get<0>(row);
        if (name.size() > 20) {
            name = name.substr(0, 17) + "...";
        }
        names.push_back(name);
        qtys.push_back(std::to_string(std::get<1>(row)));
        total_qty = total_qty + std::get<1>(row);
        long long p = std::get<2>(row);
        if (p < 0) {
            s = "-";
            p = -p;
        } else {
            s = "";
        }
        std::string pc = std::to_string(p % 100);
        prices.push_back(s + with_commas(p / 100) + "." + std::string(2 - pc.size(), '0') + pc);
        long long a = std::get<1>(row) * std::get<2>(row);
        total_amount = total_amount + a;
        if (a < 0) {
            s = "-";
            a = -a;
        } else {
            s = "";
        }
        std::string ac = std::to_string(a % 100);
        amounts.push_back(s + with_commas(a / 100) + "." + std::string(2 - ac.size(), '0') + ac);
    }
    long long t = total_amount;
    if (t < 0) {
        s = "-";
        t = -t;
    } else {
        s = "";
    }
    std::string tc = std::to_string(t % 100);
    std::string total_amount_text = s + with_commas(t / 100) + "." + std::string(2 - tc.size(), '0') + tc;
    size_t w1 = std::string("Item").size();
    for (const std::string& n : names) {
        if (n.size() > w1) {
            w1 = n.size();
        }
    }
    if (std::string("TOTAL").size() > w1) {
        w1 = std::string("TOTAL").size();
    }
    size_t w2 = std::string("Qty").size();
    for (const std::string& q : qtys) {
        if (q.size() > w2) {
            w2 = q.size();
        }
    }
    if (std::to_string(total_qty).size() > w2) {
        w2 = std::to_string(total_qty).size();
    }
    size_t w3 = std::string("Price").size();
    for (const std::string& p : prices) {
        if (p.size() > w3) {
            w3 = p.size();
        }
    }
    size_t w4 = std::string("Amount").size();
    for (const std::string& a : amounts) {
        if (a.size() > w4) {
            w4 = a.size();
        }
    }
    if (total_amount_text.size() > w4) {
        w4 = total_amount_text.size();
    }
    std::vector<std::string> out = {title, std::string(title.size(), '=')};
    out.push_back("Item" + std::string(w1 - 4, ' ') + " | " + std::string(w2 - 3, ' ') + "Qty" + " | "
                  + std::string(w3 - 5, ' ') + "Price" + " | " + std::string(w4 - 6, ' ') + "Amount");
    out.push_back(std::string(w1, '-') + "-+-" + std::string(w2, '-') + "-+-" + std::string(w3, '-') + "-+-" + std::string(w4, '-'));
    for (size_t i = 0; i < rows.size(); i++) {
        out.push_back(names[i] + std::string(w1 - names[i].size(), ' ') + " | "
                      + std::string(w2 - qtys[i].size(), ' ') + qtys[i] + " | "
                      + std::string(w3 - prices[i].size(), ' ') + prices[i] + " | "
                      + std::string(w4 - amounts[i].size(), ' ') + amounts[i]);
    }
    out.push_back(std::string(w1, '-') + "-+-" + std::string(w2, '-') + "-+-" + std::string(w3, '-') + "-+-" + std::string(w4, '-'));
    std::string tq = std::to_string(total_qty);
    out.push_back("TOTAL" + std::string(w1 - 5, ' ') + " | "
                  + std::string(w2 - tq.size(), ' ') + tq + " | "
                  + std::string(w3, ' ') + " | "
                  + std::string(w4 - total_amount_text.size(), ' ') + total_amount_text);
    return out;
}
