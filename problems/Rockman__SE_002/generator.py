import random


def _ops(rng: random.Random, count: int, books: list[str], members: list[str]) -> list:
    ops = [["add_book", [b, rng.randint(1, 2)]] for b in books[: max(1, len(books) - 1)]]
    for _ in range(count):
        r = rng.random()
        book = rng.choice(books)
        member = rng.choice(members)
        if r < 0.1:
            ops.append(["add_book", [book, rng.randint(-1, 3)]])
        elif r < 0.55:
            ops.append(["checkout", [member, book]])
        elif r < 0.75:
            ops.append(["give_back", [member, book]])
        elif r < 0.87:
            ops.append(["available", [book]])
        else:
            ops.append(["borrowed", [member]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "hoarder":
        books = [f"b{i}" for i in rng.sample(range(100), rng.randint(5, 8))]
        ops = [["add_book", [b, 1]] for b in books]
        for b in books:
            ops.append(["checkout", ["ann", b]])
            ops.append(["checkout", ["ann", rng.choice(books)]])
        ops += [["borrowed", ["ann"]], ["give_back", ["ann", books[-1]]], ["give_back", ["ann", books[0]]]]
        ops += [["checkout", ["ann", books[0]]], ["borrowed", ["ann"]], ["available", [books[0]]]]
        return {"init": [], "ops": ops}
    n_books = rng.randint(1, 12)
    books = [rng.choice(["b", "isbn", "vol"]) + str(i) for i in rng.sample(range(1000), n_books)]
    members = [rng.choice(["ann", "bo", "cy", "dee", "eli", "fay"]) + str(i) for i in range(rng.randint(1, 5))]
    count = rng.choice([rng.randint(5, 40), rng.randint(100, 400)])
    return {"init": [], "ops": _ops(rng, count, books, members)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["hoarder", "random", "random", "hoarder"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(["random"] * 4 + ["hoarder"])
        cases.append(_case(rng, kind))
    return cases
