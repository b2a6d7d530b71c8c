use std::collections::{BTreeMap, HashMap, HashSet};

const WIN_POINTS: i64 = 3;
const DRAW_POINTS: i64 = 1;

// A table row: played, won, drawn, lost, goals for, goals against, points.
const PLAYED: usize = 0;
const WON: usize = 1;
const DRAWN: usize = 2;
const LOST: usize = 3;
const SCORED: usize = 4;
const CONCEDED: usize = 5;
const POINTS: usize = 6;

type Row = [i64; 7];

struct Match {
    home: String,
    away: String,
    home_goals: i64,
    away_goals: i64,
}

/// A goal count: 1 or 2 digits without a leading zero.
fn goals(text: &str) -> Option<i64> {
    let digits = text.bytes().all(|b| b.is_ascii_digit());
    let leading_zero = text.len() == 2 && text.starts_with("0");
    if !digits || text.is_empty() || text.len() > 2 || leading_zero {
        return None;
    }
    text.parse().ok()
}

fn score(text: &str) -> Option<(i64, i64)> {
    let parts: Vec<&str> = text.split("-").collect();
    if parts.len() != 2 {
        return None;
    }
    Some((goals(parts[0])?, goals(parts[1])?))
}

fn teams_ok(home: &str, away: &str, teams: &HashSet<&str>) -> bool {
    home != away && teams.contains(home) && teams.contains(away)
}

fn parse(line: &str, teams: &HashSet<&str>) -> Option<Match> {
    let parts: Vec<&str> = line.split(" ").collect();
    if parts.len() != 3 || !teams_ok(parts[0], parts[2], teams) {
        return None;
    }
    let (home_goals, away_goals) = score(parts[1])?;
    Some(Match { home: parts[0].to_string(), away: parts[2].to_string(), home_goals, away_goals })
}

fn valid_matches(teams: &[String], results: &[String]) -> Vec<Match> {
    let known: HashSet<&str> = teams.iter().map(String::as_str).collect();
    let mut seen = HashSet::new();
    let mut matches = Vec::new();
    for line in results {
        if let Some(m) = parse(line, &known) {
            if seen.insert((m.home.clone(), m.away.clone())) {
                matches.push(m);
            }
        }
    }
    matches
}

fn points(scored: i64, conceded: i64) -> i64 {
    if scored > conceded {
        WIN_POINTS
    } else if scored == conceded {
        DRAW_POINTS
    } else {
        0
    }
}

fn record(row: &mut Row, scored: i64, conceded: i64) {
    let earned = points(scored, conceded);
    let outcome = match earned {
        WIN_POINTS => WON,
        DRAW_POINTS => DRAWN,
        _ => LOST,
    };
    row[PLAYED] += 1;
    row[outcome] += 1;
    row[SCORED] += scored;
    row[CONCEDED] += conceded;
    row[POINTS] += earned;
}

fn build_table(teams: &[String], matches: &[Match]) -> HashMap<String, Row> {
    let mut table: HashMap<String, Row> = teams.iter().map(|t| (t.clone(), [0; 7])).collect();
    for m in matches {
        record(table.get_mut(&m.home).unwrap(), m.home_goals, m.away_goals);
        record(table.get_mut(&m.away).unwrap(), m.away_goals, m.home_goals);
    }
    table
}

fn head_to_head(group: &[String], matches: &[Match]) -> HashMap<String, i64> {
    let mut earned: HashMap<String, i64> = group.iter().map(|t| (t.clone(), 0)).collect();
    for m in matches {
        if earned.contains_key(&m.home) && earned.contains_key(&m.away) {
            *earned.get_mut(&m.home).unwrap() += points(m.home_goals, m.away_goals);
            *earned.get_mut(&m.away).unwrap() += points(m.away_goals, m.home_goals);
        }
    }
    earned
}

/// A tied group ordered by head-to-head points, then by name.
fn order_group(mut group: Vec<String>, matches: &[Match]) -> Vec<String> {
    let h2h = head_to_head(&group, matches);
    group.sort_by(|a, b| h2h[b].cmp(&h2h[a]).then_with(|| a.cmp(b)));
    group
}

fn ranking(table: &HashMap<String, Row>, matches: &[Match]) -> Vec<String> {
    let mut groups: BTreeMap<(i64, i64, i64), Vec<String>> = BTreeMap::new();
    for (team, row) in table {
        let key = (-row[POINTS], row[CONCEDED] - row[SCORED], -row[SCORED]);
        groups.entry(key).or_default().push(team.clone());
    }
    groups
        .into_values()
        .flat_map(|group| order_group(group, matches))
        .collect()
}

fn standing(position: usize, team: &str, row: &Row) -> String {
    let mut fields = vec![position.to_string(), team.to_string()];
    fields.extend(row.iter().map(|value| value.to_string()));
    fields.join(" ")
}

fn league_table(teams: Vec<String>, results: Vec<String>) -> Vec<String> {
    let matches = valid_matches(&teams, &results);
    let table = build_table(&teams, &matches);
    ranking(&table, &matches)
        .iter()
        .enumerate()
        .map(|(index, team)| standing(index + 1, team, &table[team]))
        .collect()
}
