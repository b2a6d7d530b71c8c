#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>
using namespace std;

static const long long WIN_POINTS = 3;
static const long long DRAW_POINTS = 1;

// A table row: played, won, drawn, lost, goals for, goals against, points.
enum Column { PLAYED, WON, DRAWN, LOST, SCORED, CONCEDED, POINTS };
typedef std::array<long long, 7> Row;

struct Match {
    std::string home;
    std::string away;
    long long home_goals;
    long long away_goals;
};

static std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (c == separator) {
            parts.emplace_back();
        } else {
            parts.back() += c;
        }
    }
    return parts;
}

static bool all_digits(const std::string& text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return '0' <= c && c <= '9'; });
}

// A goal count: 1 or 2 digits without a leading zero.
static std::optional<long long> goals(const std::string& text) {
    bool leading_zero = text.size() == 2 && text[0] == '0';
    if (text.empty() || text.size() > 2 || leading_zero || !all_digits(text)) {
        return std::nullopt;
    }
    return std::stoll(text);
}

static std::optional<std::pair<long long, long long>> score(const std::string& text) {
    std::vector<std::string> parts = split(text, '-');
    if (parts.size() != 2) {
        return std::nullopt;
    }
    std::optional<long long> home_goals = goals(parts[0]);
    std::optional<long long> away_goals = goals(parts[1]);
    if (!home_goals || !away_goals) {
        return std::nullopt;
    }
    return std::make_pair(*home_goals, *away_goals);
}

static bool teams_ok(const std::string& home, const std::string& away, const std::set<std::string>& teams) {
    return home != away && teams.count(home) && teams.count(away);
}

static std::optional<Match> parse(const std::string& line, const std::set<std::string>& teams) {
    std::vector<std::string> parts = split(line, ' ');
    if (parts.size() != 3) {
        return std::nullopt;
    }
    auto goals = score(parts[1]);
    if (!goals || !teams_ok(parts[0], parts[2], teams)) {
        return std::nullopt;
    }
    return Match{parts[0], parts[2], goals->first, goals->second};
}

static std::vector<Match> valid_matches(const std::vector<std::string>& teams, const std::vector<std::string>& results) {
    std::set<std::string> known(teams.begin(), teams.end());
    std::set<std::pair<std::string, std::string>> seen;
    std::vector<Match> matches;
    for (const std::string& line : results) {
        std::optional<Match> match = parse(line, known);
        if (match && seen.insert({match->home, match->away}).second) {
            matches.push_back(*match);
        }
    }
    return matches;
}

static long long points(long long scored, long long conceded) {
    if (scored > conceded) {
        return WIN_POINTS;
    }
    return scored == conceded ? DRAW_POINTS : 0;
}

static void record(Row& row, long long scored, long long conceded) {
    long long earned = points(scored, conceded);
    row[PLAYED] += 1;
    row[earned == WIN_POINTS ? WON : earned == DRAW_POINTS ? DRAWN : LOST] += 1;
    row[SCORED] += scored;
    row[CONCEDED] += conceded;
    row[POINTS] += earned;
}

static std::map<std::string, Row> build_table(const std::vector<std::string>& teams, const std::vector<Match>& matches) {
    std::map<std::string, Row> table;
    for (const std::string& team : teams) {
        table[team] = Row{};
    }
    for (const Match& m : matches) {
        record(table[m.home], m.home_goals, m.away_goals);
        record(table[m.away], m.away_goals, m.home_goals);
    }
    return table;
}

static std::map<std::string, long long> head_to_head(const std::vector<std::string>& group, const std::vector<Match>& matches) {
    std::map<std::string, long long> earned;
    for (const std::string& team : group) {
        earned[team] = 0;
    }
    for (const Match& m : matches) {
        if (earned.count(m.home) && earned.count(m.away)) {
            earned[m.home] += points(m.home_goals, m.away_goals);
            earned[m.away] += points(m.away_goals, m.home_goals);
        }
    }
    return earned;
}

// A tied group ordered by head-to-head points, then by name.
static void order_group(std::vector<std::string>& group, const std::vector<Match>& matches) {
    std::map<std::string, long long> h2h = head_to_head(group, matches);
    std::sort(group.begin(), group.end(), [&](const std::string& a, const std::string& b) {
        return std::make_pair(-h2h[a], a) < std::make_pair(-h2h[b], b);
    });
}

static std::vector<std::string> ranking(const std::map<std::string, Row>& table, const std::vector<Match>& matches) {
    std::map<std::tuple<long long, long long, long long>, std::vector<std::string>> groups;
    for (const auto& [team, row] : table) {
        groups[{-row[POINTS], row[CONCEDED] - row[SCORED], -row[SCORED]}].push_back(team);
    }
    std::vector<std::string> order;
    for (auto& [key, group] : groups) {
        order_group(group, matches);
        order.insert(order.end(), group.begin(), group.end());
    }
    return order;
}

static std::string standing(size_t position, const std::string& team, const Row& row) {
    std::string text = std::to_string(position) + " " + team;
    for (long long value : row) {
        text += " " + std::to_string(value);
    }
    return text;
}

std::vector<std::string> league_table(const std::vector<std::string>& teams, const std::vector<std::string>& results) {
    std::vector<Match> matches = valid_matches(teams, results);
    std::map<std::string, Row> table = build_table(teams, matches);
    std::vector<std::string> out;
    for (const std::string& team : ranking(table, matches)) {
        out.push_back(standing(out.size() + 1, team, table.at(team)));
    }
    return out;
}
