import random

_FOLDERS = ["src", "docs", "img", "lib", "test", "a", "b", "A", "Z", "x-1", "data.old", "notes"]
_FILES = ["readme.md", "a.txt", "b.txt", "main.py", "index.html", "log", "z.csv"]
_ALPHABET = "abcdefghij \n" * 4 + "éü€日本"


def _text(rng: random.Random, big: bool) -> str:
    r = rng.random()
    if r < 0.1:
        return ""
    if r < 0.65:  # a few fixed lengths so that folders tie on size
        return rng.choice("xyz") * rng.choice([1, 2, 2, 4, 10])
    return "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(1, 200 if big else 30)))


def _fill(rng: random.Random, prefix: str, depth: int, files: dict, big: bool) -> None:
    for name in rng.sample(_FILES, rng.randint(0 if depth else 1, 3)):
        files[f"{prefix}/{name}"] = _text(rng, big)
    if depth >= rng.choice([2, 3, 4]):
        return
    for name in rng.sample(_FOLDERS, rng.randint(0, 4 if big else 3)):
        before = len(files)
        _fill(rng, f"{prefix}/{name}", depth + 1, files, big)
        if len(files) == before:  # a folder exists only through a file inside it
            files[f"{prefix}/{name}/empty.txt"] = ""


def _folder_sizes(files: dict) -> list[int]:
    sizes: dict[str, int] = {}
    for path, text in files.items():
        parts = path.split("/")[:-1]
        for k in range(1, len(parts) + 1):
            folder = "/".join(parts[:k])
            sizes[folder] = sizes.get(folder, 0) + len(text.encode("utf-8"))
    return sorted(set(sizes.values()))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        files: dict[str, str] = {}
        big = split == "hidden" and rng.random() < 0.5
        if i % 17 != 3:
            _fill(rng, "share", 0, files, big)
        if files and rng.random() < 0.6:  # sibling folders of equal size
            parent = rng.choice(sorted({p.rsplit("/", 1)[0] for p in files}))
            text = rng.choice(["ab", "é", "1234", ""])
            for name in rng.sample(["t1", "t2", "T", "q", "m-m"], rng.randint(2, 4)):
                files.setdefault(f"{parent}/{name}/same.txt", text)
        if rng.random() < 0.3:
            files["outside/big.txt"] = "y" * 50
        if rng.random() < 0.3:
            files["share.txt"] = "not a folder"
        if rng.random() < 0.25:
            files["usage.txt"] = "share/ 999\n"
        sizes = _folder_sizes(files)
        r = rng.random()
        if r < 0.15 or not sizes:
            min_bytes = 0
        elif r < 0.25:
            min_bytes = 1
        elif r < 0.75:
            min_bytes = rng.choice(sizes)
        else:
            min_bytes = rng.randint(0, sizes[-1] + 5)
        cases.append({"files": files, "args": [min_bytes]})
    return cases
