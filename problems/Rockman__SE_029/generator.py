import random

_ITEMS = ["apple", "pear", "fig", "kiwi", "widget-2", "a", "x9", "bolt-m4", "nut", "z"]
_BAD = ["kiwi", "fig,x1", "apple;3", "Apple,2", "pear,,1", ",4", "pear,", "pear,1,2", "pear 1",
        "pear,+-1", "pe ar,1", "\tpear,1"]


def _line(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.08:
        return rng.choice(["", "   "])
    if r < 0.15:
        return rng.choice(["# note", "   #, 5", "#apple,3"])
    if r < 0.25:
        return rng.choice(_BAD)
    item = rng.choice(_ITEMS)
    qty = rng.randint(-20, 20)
    sign = "+" if qty >= 0 and rng.random() < 0.3 else ""
    pad = [" " * rng.choice([0, 0, 1, 2]) for _ in range(4)]
    return f"{pad[0]}{item}{pad[1]},{pad[2]}{sign}{qty}{pad[3]}"


def _file(rng: random.Random, lines: int) -> str:
    text = "\n".join(_line(rng) for _ in range(lines))
    return text + ("\n" if rng.random() < 0.7 and lines else "")


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for _ in range(count):
        files = {}
        if rng.random() > 0.05:
            for k in range(rng.randint(0, 5)):
                files[f"ledger/day{k}.txt"] = _file(rng, rng.randint(0, 40 if split == "hidden" else 12))
            if rng.random() < 0.3:
                files["ledger/archive/old.txt"] = _file(rng, 5)
            if rng.random() < 0.3:
                files["ledger/day9.csv"] = _file(rng, 5)
            if rng.random() < 0.2:
                files["summary.txt"] = "stale 1\n"
        cases.append({"files": files, "args": []})
    return cases
