import random


def _page(rng: random.Random, page_count: int) -> int:
    r = rng.random()
    if r < 0.15:
        return 1
    if r < 0.3:
        return page_count
    return rng.randint(1, page_count)


def _item(rng: random.Random, page_count: int) -> str:
    r = rng.random()
    if r < 0.35:
        return str(_page(rng, page_count))
    a, b = sorted([_page(rng, page_count), _page(rng, page_count)])
    if r < 0.75:
        return f"{a}-{b}"
    if r < 0.88:
        return f"{a}-"
    return f"-{b}"


def _pad(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  "])


def _join(rng: random.Random, items: list[str]) -> str:
    return ",".join(_pad(rng) + item + _pad(rng) for item in items)


def _bad_item(rng: random.Random, page_count: int) -> str:
    a, b = sorted(rng.sample(range(1, page_count + 1), 2)) if page_count >= 2 else (1, 1)
    return rng.choice([
        "",
        " ",
        "-",
        f"{b}-{a}" if a < b else f"{a}-0",
        str(page_count + rng.randint(1, 3)),
        f"{a}-{page_count + 1}",
        f"-{page_count + 1}",
        f"{page_count + 1}-",
        "0",
        f"0-{b}",
        "0" + str(a),
        f"{a}-0{b}",
        f"{a}--{b}",
        f"{a}-{b}-",
        f"-{a}-{b}",
        f"{a} - {b}",
        f"{a} -{b}",
        f"{a}\t",
        f"\t{a}",
        f"{a};{b}",
        f"+{a}",
        f"{a}.",
        f"{a}x",
        f"{a} {b}",
    ])


def _case(rng: random.Random, kind: str) -> dict:
    page_count = rng.choice([1, 2, rng.randint(3, 30), rng.randint(30, 1000)])
    items = [_item(rng, page_count) for _ in range(rng.randint(1, 12))]
    if kind == "bad":
        items.insert(rng.randint(0, len(items)), _bad_item(rng, page_count))
        return {"args": [_join(rng, items), page_count]}
    if kind == "comma":
        text = _join(rng, items)
        return {"args": [rng.choice([",", " ,", ", "]) + text if rng.random() < 0.5
                         else text + rng.choice([",", ", ", ",  "]), page_count]}
    if kind == "tab":
        k = rng.randrange(len(items))
        items[k] = rng.choice(["\t", " \t", "\t "]) + items[k] if rng.random() < 0.5 else items[k] + "\t"
        return {"args": [_join(rng, items), page_count]}
    if kind == "blank":
        return {"args": [rng.choice(["", " ", "   ", ",", " , "]), page_count]}
    if kind == "open":
        items = [rng.choice([f"{_page(rng, page_count)}-", f"-{_page(rng, page_count)}"])
                 for _ in range(rng.randint(1, 3))]
    if kind == "edges":
        items = [str(page_count), f"{page_count}-{page_count}", "1", "-1", f"{page_count}-"]
        rng.shuffle(items)
        items = items[: rng.randint(1, len(items))]
    return {"args": [_join(rng, items), page_count]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "bad", "tab", "open", "comma", "edges", "bad", "valid", "blank", "bad"]
    weighted = ["valid"] * 4 + ["bad"] * 4 + ["open", "comma", "edges", "blank", "tab"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
