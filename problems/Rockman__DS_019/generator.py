import random

_MESSAGES = ["boot", "disk ok", "net up", "retry", "", "cache warm", "user login", "gc pause 12ms",
             "  padded", "a b c", "shutdown", "9 lives"]
_MALFORMED = ["", "bad line", "-5 negative", "12", "12\tx", " 12 x", "1e3 x", "+4 x", "x 12",
              "12x y"]
_IGNORED = ["run-07.txt", "run-3.log", "Run-1.txt", "run-.txt", "run-1.txt.bak", "notes.txt",
            "sub/run-2.txt", "old/run-0.txt"]


def _stamp(value: int, rng: random.Random) -> str:
    if rng.random() < 0.06:
        return "0" * rng.randint(1, 2) + str(value)
    return str(value)


def _run(rng: random.Random, lines: int) -> str:
    now = rng.choice([0, 5, 8, 90, 95, 990])
    out = []
    for _ in range(lines):
        r = rng.random()
        if r < 0.07:
            out.append(rng.choice(_MALFORMED))
            continue
        if r < 0.14:
            back = max(0, now - rng.randint(1, 4))
            out.append(f"{_stamp(back, rng)} {rng.choice(_MESSAGES)}")
            continue
        step = rng.choice([0, 0, 1, 1, 2, 3]) if rng.random() < 0.95 else rng.randint(5, 120)
        now += step
        out.append(f"{_stamp(now, rng)} {rng.choice(_MESSAGES)}")
    text = "\n".join(out)
    return text + ("\n" if out and rng.random() < 0.75 else "")


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    longest = 120 if split == "hidden" else 15
    for _ in range(count):
        files: dict[str, str] = {}
        if rng.random() > 0.05:
            runs = rng.sample(range(15), rng.randint(0, 14) if rng.random() < 0.1 else rng.randint(2, 14))
            for number in runs:
                files[f"runs/run-{number}.txt"] = _run(rng, rng.randint(0, longest))
            for name in rng.sample(_IGNORED, rng.randint(0, 2)):
                files[f"runs/{name}"] = _run(rng, 3)
        if rng.random() < 0.2:
            files["merged.txt"] = "0 stale\n"
        cases.append({"files": files, "args": []})
    return cases
