import random


def _number(rng: random.Random) -> str:
    return str(rng.choice([0, 1, 2, 3, 7, 10, rng.randint(0, 99), rng.randint(0, 10**6), 10**9]))


def _expr(rng: random.Random, depth: int) -> str:
    r = rng.random()
    if depth <= 0 or r < 0.25:
        return _number(rng)
    if r < 0.35:
        return "-" + _expr(rng, depth - 1)
    if r < 0.45:
        return "(" + _expr(rng, depth - 1) + ")"
    if r < 0.55:
        return _expr(rng, 0) + "^" + str(rng.randint(0, 4))
    op = rng.choice(["+", "-", "*", "/", "%", "*", "-"])
    sp = rng.choice(["", " "])
    return _expr(rng, depth - 1) + sp + op + sp + _expr(rng, depth - 1)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "fixed_tricky":
        return {"args": [rng.choice([
            "2^3^2", "-2^2", "(-2)^2", "2^-1", "-7/2", "-7%2", "7%-2", "7/0", "0^0", "--3", "+3",
            "1 2", "(1+2", "1+2)", "", "   ", "3*", "2^62", "2^60-2^59", "10^18", "10^18+1",
            "-(10^18)-1", "1000000000*1000000000", "(1000000000*1000000000+1)-2", "4^-0",
            "2 ^ 3 ^ 0", "-1^1000000000", "((7))", "()", "2*-3", "6/-4", "5 % 3 * 2", "1 + x",
        ])]}
    if kind == "overflow_mid":
        return {"args": [f"{rng.randint(2, 9)}*10^18/{rng.randint(2, 9)}"]}
    if kind == "broken":
        e = _expr(rng, rng.randint(1, 4))
        i = rng.randint(0, len(e))
        junk = rng.choice(["(", ")", "*", "^", "a", ".", "+", "  3"])
        return {"args": [(e[:i] + junk + e[i:])[:200]]}
    return {"args": [_expr(rng, rng.randint(1, 5))[:200]]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["fixed_tricky", "random", "broken", "fixed_tricky", "overflow_mid", "fixed_tricky"]
    weighted = ["random"] * 4 + ["fixed_tricky"] * 3 + ["broken"] * 2 + ["overflow_mid"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
