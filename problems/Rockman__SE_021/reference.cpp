#include <algorithm>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

typedef std::tuple<std::string, long long, long long> Row;
typedef std::vector<std::string> Cells;

static const Cells HEADERS = {"Item", "Qty", "Price", "Amount"};
static const size_t MAX_NAME = 20;

std::string with_commas(long long whole) {
    std::string digits = std::to_string(whole);
    for (long long i = static_cast<long long>(digits.size()) - 3; i > 0; i -= 3) {
        digits.insert(static_cast<size_t>(i), ",");
    }
    return digits;
}

std::string money(long long cents) {
    std::string sign = cents < 0 ? "-" : "";
    long long value = std::llabs(cents);
    std::string part = std::to_string(value % 100);
    return sign + with_commas(value / 100) + "." + std::string(2 - part.size(), '0') + part;
}

std::string display_name(const std::string& name) {
    if (name.size() > MAX_NAME) {
        return name.substr(0, MAX_NAME - 3) + "...";
    }
    return name;
}

Cells row_cells(const Row& row) {
    const auto& [name, quantity, price] = row;
    return {display_name(name), std::to_string(quantity), money(price), money(quantity * price)};
}

Cells total_cells(const std::vector<Row>& rows) {
    long long quantity = 0;
    long long amount = 0;
    for (const auto& [name, row_quantity, price] : rows) {
        quantity += row_quantity;
        amount += row_quantity * price;
    }
    return {"TOTAL", std::to_string(quantity), "", money(amount)};
}

std::string table_line(const Cells& cells, const std::vector<size_t>& widths) {
    std::string text = cells[0] + std::string(widths[0] - cells[0].size(), ' ');
    for (size_t i = 1; i < cells.size(); ++i) {
        text += " | " + std::string(widths[i] - cells[i].size(), ' ') + cells[i];
    }
    return text;
}

std::vector<size_t> column_widths(const std::vector<Cells>& table) {
    std::vector<size_t> widths(HEADERS.size(), 0);
    for (const Cells& cells : table) {
        for (size_t i = 0; i < widths.size(); ++i) {
            widths[i] = std::max(widths[i], cells[i].size());
        }
    }
    return widths;
}

std::string rule_line(const std::vector<size_t>& widths) {
    std::string text = std::string(widths[0], '-');
    for (size_t i = 1; i < widths.size(); ++i) {
        text += "-+-" + std::string(widths[i], '-');
    }
    return text;
}

std::vector<Cells> build_table(const std::vector<Row>& rows) {
    std::vector<Cells> table = {HEADERS};
    for (const Row& row : rows) {
        table.push_back(row_cells(row));
    }
    table.push_back(total_cells(rows));
    return table;
}

std::vector<std::string> format_report(const std::string& title, const std::vector<Row>& rows) {
    if (rows.empty()) {
        return {title, "(no items)"};
    }
    std::vector<Cells> table = build_table(rows);
    std::vector<size_t> widths = column_widths(table);
    std::vector<std::string> lines = {title, std::string(title.size(), '=')};
    for (const Cells& cells : table) {
        lines.push_back(table_line(cells, widths));
    }
    lines.insert(lines.begin() + 3, rule_line(widths));
    lines.insert(lines.end() - 1, rule_line(widths));
    return lines;
}
