import random

NAMES = ["LIONS", "BEARS", "OWLS", "WOLVES", "HAWKS", "FOXES", "STAGS", "EELS", "RAMS", "BULLS",
         "CRANES", "OTTERS", "BADGERS", "HORNETS", "ROBINS", "SWANS", "TIGERS", "VIPERS",
         "ZEBRAS", "A", "ABCDEFGHIJKL", "Y"]


def _score(rng: random.Random, high: int) -> str:
    return f"{rng.randint(0, high)}-{rng.randint(0, high)}"


def _invalid(rng: random.Random, teams: list[str]) -> str:
    home, away = rng.sample(teams, 2)
    score = _score(rng, 3)
    return rng.choice([
        f"{home} {score} {home}", f"{home} {score} NOBODY", f"{home} {score.replace('-', ':')} {away}",
        f"{home} 0{score} {away}", f"{home} {score}-1 {away}", f"{home}  {score} {away}",
        f"{home} {score} {away} ", f"{home} {score} {away} X", f"{home.lower()} {score} {away}",
        f"{home} 100-0 {away}", f"{home} -{score} {away}", f"{home} {score[:-1]} {away}", "",
        f"{home} {score}", f"{home} {score.replace('-', '-0')} {away}", f"{home} 99-10 {away}",
        f"{home} 00-1 {away}",
    ])


def _results(rng: random.Random, teams: list[str], n: int, high: int, p_bad: float) -> list[str]:
    lines = []
    for _ in range(n):
        r = rng.random()
        if r < p_bad:
            lines.append(_invalid(rng, teams))
        elif r < p_bad + 0.1 and lines:
            repeat = rng.choice(lines).split(" ")
            if len(repeat) == 3:
                lines.append(f"{repeat[0]} {_score(rng, high)} {repeat[2]}")
        elif r < p_bad + 0.2 and lines:
            repeat = rng.choice(lines).split(" ")
            if len(repeat) == 3:
                lines.append(f"{repeat[2]} {_score(rng, high)} {repeat[0]}")
        else:
            home, away = rng.sample(teams, 2)
            lines.append(f"{home} {_score(rng, high)} {away}")
    return lines


def _round_robin(rng: random.Random, teams: list[str]) -> list[str]:
    # every pair meets once with low scores: many full ties broken by head-to-head
    lines = []
    for i, home in enumerate(teams):
        for away in teams[i + 1:]:
            pair = [home, away] if rng.random() < 0.5 else [away, home]
            lines.append(f"{pair[0]} {_score(rng, 1)} {pair[1]}")
    rng.shuffle(lines)
    return lines


def _draw_tie(rng: random.Random) -> dict:
    # three teams equal on points, goal difference and goals scored; only head-to-head
    # points (draws included) separate them: Y first, then X, then Z
    names = rng.sample(NAMES, 6)
    z, x = sorted(names[:2]) if rng.random() < 0.8 else names[:2]
    y, o1, o2, o3 = names[2:]
    games = [(x, y, 1, 1), (x, z, 1, 1), (y, z, 1, 0), (x, o1, 2, 0), (x, o2, 0, 0),
             (x, o3, 1, 1), (y, o1, 3, 2), (z, o2, 2, 0), (z, o3, 2, 1)]
    lines = []
    for home, away, home_goals, away_goals in games:
        if rng.random() < 0.5:
            home, away, home_goals, away_goals = away, home, away_goals, home_goals
        lines.append(f"{home} {home_goals}-{away_goals} {away}")
    rng.shuffle(lines)
    teams = names + rng.sample([n for n in NAMES if n not in names], rng.randint(0, 2))
    rng.shuffle(teams)
    return {"args": [teams, lines]}


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "draw_tie":
        return _draw_tie(rng)
    if kind == "cycle":
        teams = rng.sample(NAMES, 3)
        goals = rng.randint(1, 3)
        lines = [f"{teams[i]} {goals}-0 {teams[(i + 1) % 3]}" for i in range(3)]
        lines.append(f"{teams[0]} 0-0 {teams[2]}")
        rng.shuffle(lines)
        return {"args": [teams, lines]}
    if kind == "round_robin":
        teams = rng.sample(NAMES, rng.randint(3, 6))
        return {"args": [teams, _round_robin(rng, teams)]}
    if kind == "no_valid":
        teams = rng.sample(NAMES, rng.randint(2, 5))
        return {"args": [teams, [_invalid(rng, teams) for _ in range(rng.randint(0, 6))]]}
    if kind == "messy":
        teams = rng.sample(NAMES, rng.randint(2, 6))
        return {"args": [teams, _results(rng, teams, rng.randint(5, 40), 2, 0.4)]}
    teams = rng.sample(NAMES, rng.randint(2, 20))
    lines = _results(rng, teams, rng.randint(0, 300), rng.choice([1, 2, 5, 99]), 0.15)
    return {"args": [teams, lines]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["draw_tie", "round_robin", "messy", "cycle", "no_valid", "round_robin", "random",
             "draw_tie", "messy"]
    weighted = ["random"] * 2 + ["round_robin", "round_robin", "messy", "messy", "cycle",
                                 "no_valid", "draw_tie"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
