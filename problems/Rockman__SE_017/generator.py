import random

_BAD_LINES = ["app main.o", "a: b: c", ": x", "Main: x", "a: b$", "x:y:", "toolongname_x: a",
              "a b: c", "a: B", "a: b,c"]


def _sp(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "   "])


def _line(rng: random.Random, target: str, deps: list[str]) -> str:
    left = rng.choice(["", "", " ", "  "]) + target + rng.choice(["", "", " "])
    right = "".join(_sp(rng) + d for d in deps) if deps else rng.choice(["", " "])
    if deps and rng.random() < 0.2:
        right = right.lstrip(" ")
    return left + ":" + right + rng.choice(["", "", " "])


def _case(rng: random.Random, kind: str) -> dict:
    nt = rng.choice([rng.randint(1, 8), rng.randint(5, 40), rng.randint(40, 120)])
    ns = rng.randint(1, max(1, nt // 2 + 2))
    targets = [f"t{i}" + rng.choice(["", ".o", ".a", "_x"]) for i in range(nt)]
    sources = [f"s{i}" + rng.choice([".c", ".h", ""]) for i in range(ns)]
    deps: dict[str, list[str]] = {}
    for i, t in enumerate(targets):
        pool = targets[i + 1:]
        chosen = rng.sample(pool[:6], min(len(pool[:6]), rng.randint(1, 3)))
        chosen += rng.sample(sources, min(ns, rng.randint(0 if chosen else 1, 2)))
        rng.shuffle(chosen)
        if chosen and rng.random() < 0.05:
            chosen.append(chosen[0])
        deps[t] = chosen
    # times: consistent build order with some perturbation
    stamps: dict[str, int] = {}
    for s in sources:
        stamps[s] = rng.randint(0, 100)
    for t in reversed(targets):
        below = [stamps.get(d, 0) for d in deps[t]]
        base = max(below) if below else 0
        r = rng.random()
        if r < 0.1:
            continue  # target does not exist
        if r < 0.25:
            stamps[t] = base - rng.randint(1, 5)
        elif r < 0.35:
            stamps[t] = base
        else:
            stamps[t] = base + rng.randint(0, 20)
    for name in list(stamps):
        stamps[name] = max(0, stamps[name])
    if kind == "fresh":
        for t in reversed(targets):
            below = [stamps.get(d, 0) for d in deps[t]]
            stamps[t] = (max(below) if below else 0) + rng.randint(0, 3)
    goal = targets[0] if rng.random() < 0.9 else rng.choice(targets + sources)
    if kind == "cycle":
        i = rng.randrange(nt)
        j = rng.randint(0, i)
        deps[targets[i]].insert(rng.randint(0, len(deps[targets[i]])), targets[j])
    elif kind == "missing":
        victim = rng.choice(sources + [t for t in targets if t in stamps][:1])
        if victim in sources:
            stamps.pop(victim, None)
        else:
            deps[victim].append("nofile.h")
    order = list(targets)
    if rng.random() < 0.5:
        rng.shuffle(order)
    lines = [_line(rng, t, deps[t]) for t in order]
    for _ in range(rng.randint(0, 3)):
        lines.insert(rng.randint(0, len(lines)), rng.choice(["", "# comment: x", "   ", "  #tmp"]))
    if kind == "noise" or (kind == "random" and rng.random() < 0.3):
        extra = [_line(rng, "tools.x", ["gen.py"]), _line(rng, "loop1", ["loop2"]),
                 _line(rng, "loop2", ["loop1", sources[0]])]
        for line in extra[: rng.randint(1, 3)]:
            lines.insert(rng.randint(0, len(lines)), line)
    if kind == "syntax":
        for _ in range(rng.randint(1, 2)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(_BAD_LINES))
    elif kind == "duplicate":
        for _ in range(rng.randint(1, 2)):
            t = rng.choice(targets)
            lines.insert(rng.randint(0, len(lines)), _line(rng, t, rng.sample(sources, 1)))
        if rng.random() < 0.3:
            lines.append(rng.choice(_BAD_LINES))
    if kind == "ghost":
        goal = "ghost"
    return {"args": [lines, stamps, goal]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "fresh", "cycle", "missing", "syntax", "duplicate", "noise", "ghost"]
    weighted = ["random"] * 5 + ["fresh", "fresh", "cycle", "cycle", "missing", "syntax",
                                 "duplicate", "ghost", "noise"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
