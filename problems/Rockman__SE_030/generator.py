import random

_FILES = ["app.ini", "base.ini", "conf/db.ini", "conf/server.ini", "conf/extra/log.ini",
          "shared/common.ini", "env/prod.ini"]
_GHOSTS = ["conf/none.ini", "nothere.ini", "shared/old.ini", "conf"]
_SECTIONS = ["server", "Server", "DB", "db", "logging", "cache", "global", "App.Main", "x-1"]
_KEYS = ["port", "Port", "host", "user", "password", "level", "timeout", "pool_size", "name",
         "a.b", "DEBUG", "debug"]
_VALUES = ["8080", "9090", "example.org", "admin", "", "info", "30", "a = b", "true", "x;y"]
_MALFORMED = ["pool size = 5", "[bad section]", "novalue", "=x", "@unset", "@unset a b",
              "@include", "[x", "@unset bad!", "key with space=1", "@inclde a.ini"]


def _relative(folder: list[str], target: str, rng: random.Random) -> str:
    parts = target.split("/")
    common = 0
    while common < min(len(folder), len(parts) - 1) and folder[common] == parts[common]:
        common += 1
    steps = [".."] * (len(folder) - common) + parts[common:]
    r = rng.random()
    if r < 0.15:
        steps.insert(0, ".")
    elif r < 0.25 and len(steps) > 1:
        steps.insert(len(steps) - 1, "tmp/..")
    elif r < 0.3:
        steps.insert(len(steps) - 1, "")
    return "/".join(steps)


def _include(rng: random.Random, name: str, files: list[str]) -> str:
    folder = name.split("/")[:-1]
    r = rng.random()
    if r < 0.08:
        written = "../" * (len(folder) + 1) + "up.ini"
    elif r < 0.12:
        written = "/etc/app.ini"
    else:
        target = rng.choice(files + _GHOSTS) if rng.random() < 0.3 else rng.choice(files)
        written = _relative(folder, target, rng)
    space = rng.choice([" ", " ", "  "])
    return f"@include{space}{written}" + rng.choice(["", "", " "])


def _file(rng: random.Random, name: str, files: list[str], lines: int, includes: int) -> str:
    out = []
    for _ in range(lines):
        r = rng.random()
        if r < 0.12:
            out.append(f"[{rng.choice(_SECTIONS)}]")
        elif r < 0.2:
            out.append(rng.choice(["", "  ", "; note", "# comment", "  ;x = 1"]))
        elif r < 0.26:
            out.append(f"@unset {rng.choice(_KEYS)}")
        elif r < 0.33:
            out.append(rng.choice(_MALFORMED))
        else:
            pad = [rng.choice(["", "", " "]) for _ in range(4)]
            out.append(f"{pad[0]}{rng.choice(_KEYS)}{pad[1]}={pad[2]}{rng.choice(_VALUES)}{pad[3]}")
    for _ in range(includes):
        out.insert(rng.randint(0, len(out)), _include(rng, name, files))
    text = "\n".join(out)
    return text + ("\n" if out and rng.random() < 0.75 else "")


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    longest = 40 if split == "hidden" else 10
    for _ in range(count):
        names = rng.sample(_FILES, rng.randint(1, len(_FILES)))
        files = {}
        for name in names:
            includes = rng.choice([0, 1, 1, 2, 2])
            files[name] = _file(rng, name, names, rng.randint(0, longest), includes)
        r = rng.random()
        if r < 0.85:
            entry = names[0]
        elif r < 0.9:
            entry = "./" + names[0]
        elif r < 0.95:
            entry = "missing.ini"
        else:
            entry = "../outside.ini"
        if rng.random() < 0.2:
            files["effective.ini"] = "[stale]\nx = 1\n"
        cases.append({"files": files, "args": [entry]})
    return cases
