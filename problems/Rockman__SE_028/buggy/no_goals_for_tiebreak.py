# Dropped tie-break: teams equal on points and goal difference go straight to head-to-head, ignoring goals scored.
DIGITS = frozenset("0123456789")
WIN_POINTS = 3
DRAW_POINTS = 1


def _goals(text: str) -> int | None:
    """A goal count: 1 or 2 digits without a leading zero, or None."""
    if len(text) not in (1, 2) or not set(text) <= DIGITS:
        return None
    if len(text) == 2 and text[0] == "0":
        return None
    return int(text)


def _score(text: str) -> tuple[int, int] | None:
    if text.count("-") != 1:
        return None
    home_goals, away_goals = (_goals(part) for part in text.split("-"))
    if home_goals is None or away_goals is None:
        return None
    return home_goals, away_goals


def _teams_ok(home: str, away: str, teams: set[str]) -> bool:
    return home != away and home in teams and away in teams


def _parse(line: str, teams: set[str]) -> tuple[str, str, int, int] | None:
    parts = line.split(" ")
    if len(parts) != 3:
        return None
    home, score, away = parts
    goals = _score(score)
    if goals is None or not _teams_ok(home, away, teams):
        return None
    return home, away, goals[0], goals[1]


def _valid_matches(teams: list[str], results: list[str]) -> list[tuple[str, str, int, int]]:
    known, seen, matches = set(teams), set(), []
    for line in results:
        match = _parse(line, known)
        if match is not None and match[:2] not in seen:
            seen.add(match[:2])
            matches.append(match)
    return matches


def _points(scored: int, conceded: int) -> int:
    if scored > conceded:
        return WIN_POINTS
    return DRAW_POINTS if scored == conceded else 0


def _record(row: list[int], scored: int, conceded: int) -> None:
    """row: played, won, drawn, lost, goals for, goals against, points."""
    points = _points(scored, conceded)
    outcome = {WIN_POINTS: 1, DRAW_POINTS: 2, 0: 3}[points]
    for index, amount in ((0, 1), (outcome, 1), (4, scored), (5, conceded), (6, points)):
        row[index] += amount


def _table(teams: list[str], matches: list[tuple[str, str, int, int]]) -> dict[str, list[int]]:
    table = {team: [0] * 7 for team in teams}
    for home, away, home_goals, away_goals in matches:
        _record(table[home], home_goals, away_goals)
        _record(table[away], away_goals, home_goals)
    return table


def _head_to_head(group: list[str], matches: list[tuple[str, str, int, int]]) -> dict[str, int]:
    members = set(group)
    points = dict.fromkeys(group, 0)
    for home, away, home_goals, away_goals in matches:
        if home in members and away in members:
            points[home] += _points(home_goals, away_goals)
            points[away] += _points(away_goals, home_goals)
    return points


def _ranking(table: dict[str, list[int]], matches: list[tuple[str, str, int, int]]) -> list[str]:
    groups: dict[tuple[int, int, int], list[str]] = {}
    for team, row in table.items():
        groups.setdefault((-row[6], row[5] - row[4]), []).append(team)
    order = []
    for key in sorted(groups):
        h2h = _head_to_head(groups[key], matches)
        order += sorted(groups[key], key=lambda team: (-h2h[team], team))
    return order


def league_table(teams: list[str], results: list[str]) -> list[str]:
    matches = _valid_matches(teams, results)
    table = _table(teams, matches)
    order = _ranking(table, matches)
    return [
        " ".join(map(str, [position, team, *table[team]]))
        for position, team in enumerate(order, start=1)
    ]
