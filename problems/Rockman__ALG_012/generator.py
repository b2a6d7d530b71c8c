import random
import string

_CHARS = string.ascii_letters + string.digits + "_"


def _name(rng: random.Random) -> str:
    return "".join(rng.choice(_CHARS) for _ in range(rng.randint(1, 6)))


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  "])


def _line(rng: random.Random, name: str, duration: int, deadline: int) -> str:
    return (f"{_sp(rng)}{name}{_sp(rng)}|{_sp(rng)}{duration}{_sp(rng)}|"
            f"{_sp(rng)}{deadline}{_sp(rng)}")


def _malformed(rng: random.Random) -> str:
    name, d, t = _name(rng), rng.randint(1, 50), rng.randint(0, 200)
    return rng.choice([
        f"{name}|0|{t}",
        f"{name}|{d}",
        f"{name}|{d}|{t}|1",
        f"|{d}|{t}",
        f"{name}|-{d}|{t}",
        f"{name}|+{d}|{t}",
        f"{name}|{d}|{t}x",
        f"{name} x|{d}|{t}",
        f"{name}|{d} 0|{t}",
        f"{name}-1|{d}|{t}",
        f"{name}||{t}",
        f"{name}|{d}|",
        f"{name};{d};{t}",
    ])


def _jobs(rng: random.Random, n: int, dur_max: int, slack: float) -> list[str]:
    lines = []
    total = 0
    for _ in range(n):
        d = rng.randint(1, dur_max)
        total += d
        deadline = rng.randint(0, max(1, int(total * slack)))
        lines.append(_line(rng, _name(rng), d, deadline))
    return lines


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "exact_fit":
        # deadlines equal to prefix sums of a hidden order: all fit exactly
        n = rng.randint(2, 40)
        lines, t = [], 0
        for _ in range(n):
            d = rng.randint(1, 20)
            t += d
            lines.append(_line(rng, _name(rng), d, t))
        rng.shuffle(lines)
        return lines
    if kind == "noisy":
        lines = _jobs(rng, rng.randint(3, 60), 30, 0.7)
        lines += [_malformed(rng) for _ in range(rng.randint(2, 12))]
        lines += [rng.choice(["# comment", "   ", "", "  # note | 1 | 2"]) for _ in range(2)]
        rng.shuffle(lines)
        return lines
    if kind == "zero_duration":
        lines = _jobs(rng, rng.randint(2, 30), 20, 0.6)
        lines += [f"{_name(rng)}|0|{rng.randint(0, 100)}" for _ in range(rng.randint(1, 8))]
        rng.shuffle(lines)
        return lines
    if kind == "renamed":
        names = [_name(rng) for _ in range(rng.randint(2, 8))]
        lines = [_line(rng, rng.choice(names), rng.randint(1, 30), rng.randint(0, 80))
                 for _ in range(rng.randint(4, 30))]
        return lines
    if kind == "evict":
        # one long early job that must be dropped to fit many short ones
        n = rng.randint(3, 30)
        long_d = rng.randint(50, 200)
        lines = [_line(rng, "long_" + _name(rng), long_d, long_d)]
        for i in range(n):
            lines.append(_line(rng, _name(rng), rng.randint(1, 10), long_d + rng.randint(1, 40)))
        rng.shuffle(lines)
        return lines
    if kind == "large":
        return _jobs(rng, rng.randint(2000, 3000), 10**6, rng.uniform(0.2, 0.9))
    if kind == "empty":
        return [rng.choice(["", "# only comments", "  "]) for _ in range(rng.randint(0, 3))]
    return _jobs(rng, rng.randint(1, 300), rng.choice([5, 100, 10**6]), rng.uniform(0.2, 1.0))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["evict", "noisy", "renamed", "exact_fit", "zero_duration", "random", "large", "empty"]
    weighted = ["random"] * 3 + ["evict", "evict", "noisy", "noisy", "renamed", "renamed",
                                 "exact_fit", "zero_duration", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
