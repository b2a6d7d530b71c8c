import random

_R = "abcdefgh"


def _operand(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return rng.choice(_R[:4])
    return str(rng.choice([0, 1, 2, 3, -1, -2, rng.randint(-10**9, 10**9), rng.randint(0, 100)]))


def _ws(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "\t"])


def _ins(rng: random.Random, n: int) -> str:
    op = rng.choices(["set", "add", "sub", "mul", "jnz", "out"], [15, 20, 15, 10, 15, 25])[0]
    if op == "jnz":
        parts = ["jnz", _operand(rng), str(rng.randint(-min(n, 6), 4))]
    elif op == "out":
        parts = ["out", _operand(rng)]
    else:
        parts = [op, rng.choice(_R[:4]), _operand(rng)]
    text = _ws(rng).join(parts)
    if rng.random() < 0.1:
        text = _ws(rng) + text + _ws(rng)
    return text


def _bad(rng: random.Random) -> str:
    return rng.choice([
        "", "nop", "set x 1", "add a", "jnz a b", "out", "out a b", "mul 3 a", "SET a 1",
        "set a 1.5", "add a +2", "jnz 1", "set a1", "# comment", "out -", "sub  a  b  c",
    ])


def _loop(rng: random.Random) -> list[str]:
    # a counted loop: c iterations of a few body instructions, then output
    c = rng.randint(0, 30)
    body = [_ins(rng, 0).replace("jnz", "out") for _ in range(rng.randint(1, 3))]
    body = [line for line in body if not line.lstrip().startswith(("set c", "add c", "sub c", "mul c"))]
    prog = [f"set c {c}", "set a 1", "jnz c 2", f"jnz 1 {len(body) + 3}"]
    prog += body + ["mul a 3", "sub c 1", f"jnz c -{len(body) + 2}", "out a", "out c"]
    return prog


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "loop":
        return _loop(rng)
    if kind == "forever":
        # a tight infinite loop that hits the step limit
        variants = [
            [f"add a {rng.randint(1, 5)}", "out a", "jnz 1 -2"],
            ["out b", "add b 1", "jnz b -2", "out 7"],
            ["out b", "add b 1", rng.choice(["nop", "", "set z 1"]), "jnz b -3", "out 7"],
        ]
        return rng.choice(variants)
    if kind == "tiny":
        return [rng.choice([_ins(rng, 3), _bad(rng)]) for _ in range(rng.randint(0, 3))]
    n = rng.randint(5, 40)
    prog = [_bad(rng) if rng.random() < 0.1 else _ins(rng, n) for _ in range(n)]
    return prog


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["loop", "forever", "tiny", "random", "random"]
    weighted = ["random", "random", "random", "loop", "loop", "forever", "tiny"]
    return [{"args": [_case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))]} for i in range(count)]
