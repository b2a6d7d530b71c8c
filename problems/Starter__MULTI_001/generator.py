import random
import string

_STEMS = ["build", "test", "lint", "fetch", "deploy", "Pack", "docs", "API", "db", "ui", "t",
          "job", "Z", "a", "B"]


def _names(rng: random.Random, n: int) -> list[str]:
    names = set()
    while len(names) < n:
        style = rng.randint(0, 3)
        if style == 0:
            names.add(rng.choice(_STEMS) + str(rng.randint(0, 120)))
        elif style == 1:
            names.add(rng.choice(_STEMS) + "_" + rng.choice(_STEMS).lower())
        elif style == 2:
            names.add("".join(rng.choice(string.ascii_letters + string.digits + "_")
                              for _ in range(rng.randint(1, 6))))
        else:
            names.add(rng.choice(_STEMS))
    result = sorted(names)
    rng.shuffle(result)
    return result


def _ws(rng: random.Random) -> str:
    return rng.choice(["", "", " ", " ", "  ", "\t"])


def _join(rng: random.Random, parts: list[str]) -> str:
    out = _ws(rng) + parts[0]
    for part in parts[1:]:
        out += _ws(rng) + "->" + _ws(rng) + part
    return out + _ws(rng)


def _malformed(rng: random.Random, names: list[str]) -> str:
    a, b = rng.choice(names), rng.choice(names)
    if rng.random() < 0.5:
        # lines with an empty part
        return rng.choice([
            a + " ->",
            "-> " + b,
            a + " -> -> " + b,
            a + " -> " + b + " ->",
            "->" + _ws(rng) + a + " -> " + b,
        ])
    return rng.choice([
        a + " ->",
        "-> " + b,
        a + " -> -> " + b,
        a + " " + b + " -> " + rng.choice(names),
        a + " - > " + b,
        a + " --> " + b,
        a + " => " + b,
        a + "-x -> " + b,
        "->",
        a + " -> " + b + " ->",
        a + ", " + b,
    ])


def _dag_lines(rng: random.Random, n_tasks: int, n_rules: int, chain_p: float) -> tuple[list[str], list[str]]:
    names = _names(rng, n_tasks)  # a hidden topological order
    lines = []
    for _ in range(n_rules):
        if rng.random() < chain_p:
            k = rng.randint(3, 6)
            idx = sorted(rng.sample(range(n_tasks), min(k, n_tasks)))
            lines.append(_join(rng, [names[i] for i in idx]))
        else:
            i, j = sorted(rng.sample(range(n_tasks), 2)) if n_tasks > 1 else (0, 0)
            if i == j:
                lines.append(_join(rng, [names[i]]))
            else:
                lines.append(_join(rng, [names[i], names[j]]))
    for name in names:
        if rng.random() < 0.3:
            lines.append(_join(rng, [name]))
    return names, lines


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "blank":
        return [_ws(rng) for _ in range(rng.randint(1, 4))] + [_malformed(rng, _names(rng, 3))]
    if kind == "cycle":
        n = rng.randint(2, 60)
        names, lines = _dag_lines(rng, n, rng.randint(1, 2 * n), 0.3)
        if rng.random() < 0.2:
            x = rng.choice(names)
            lines.append(_join(rng, [x, x]))
        else:
            i, j = sorted(rng.sample(range(n), 2))
            path = [names[k] for k in range(i, j + 1)] if j - i < 5 else [names[i], names[j]]
            lines.append(_join(rng, path))
            lines.append(_join(rng, [names[j], names[i]]))
        rng.shuffle(lines)
        return lines
    if kind == "duplicates":
        n = rng.randint(3, 40)
        _, lines = _dag_lines(rng, n, rng.randint(2, 3 * n), 0.2)
        lines += [rng.choice(lines) for _ in range(rng.randint(1, len(lines)))]
        rng.shuffle(lines)
        return lines
    if kind == "malformed":
        n = rng.randint(3, 50)
        names, lines = _dag_lines(rng, n, rng.randint(2, 2 * n), 0.3)
        fresh = _names(rng, 4)
        lines += [_malformed(rng, rng.choice([names, fresh, fresh + names]))
                  for _ in range(rng.randint(1, 10))]
        rng.shuffle(lines)
        return lines
    if kind == "independent":
        # many tasks with few rules: order decided mostly by the tie-break
        n = rng.randint(5, 200)
        _, lines = _dag_lines(rng, n, rng.randint(1, n // 3 + 1), 0.1)
        rng.shuffle(lines)
        return lines
    n = rng.randint(2, rng.choice([30, 300, 1000]))
    _, lines = _dag_lines(rng, n, rng.randint(1, min(800, 2 * n)), rng.random() * 0.5)
    if rng.random() < 0.3:
        lines.append(_malformed(rng, _names(rng, 4)))
    rng.shuffle(lines)
    return lines[:1000]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "independent", "cycle", "duplicates", "malformed", "random"]
    weighted = ["random"] * 4 + ["independent", "cycle", "cycle", "duplicates", "duplicates",
                                 "malformed", "malformed", "blank"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
