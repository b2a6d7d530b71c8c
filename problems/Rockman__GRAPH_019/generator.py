import random

_NAMES = ["main.c", "a.h", "b.h", "c.h", "lib/util.h", "lib/io.h", "core/defs.h",
          "core/sub/deep.h", "x.h", "types.h", "B.h", "net-1.h", "cfg.h", "z.h"]
_MISSING = ["nope.h", "lib/gone.h", "lib", "core", "A.h"]
_PLAIN = ["int x = 1;", "", "// shared helpers", "#include <stdio.h>", "#define N 3",
          '#include "broken.h', "#include", "  return 0;", "#includes \"a.h\"", "}", "   ",
          '#include "a.h" // trailing comment', '# include "a.h"']


def _include(rng: random.Random, name: str) -> str:
    return f'{" " * rng.choice([0, 0, 0, 1, 4])}#include{" " * rng.choice([1, 1, 1, 2])}"{name}"' \
        f'{" " * rng.choice([0, 0, 0, 0, 2])}'


def _case(rng: random.Random, size: int) -> dict:
    names = rng.sample(_NAMES, rng.randint(1, min(size, len(_NAMES))))
    if rng.random() < 0.5 and "main.c" in names:  # main.c first: it is the usual entry
        names.remove("main.c")
        names.insert(0, "main.c")
    cyclic = rng.random() < 0.4
    files = {}
    for i, name in enumerate(names):
        lines = []
        for _ in range(rng.randint(0, 8)):
            r = rng.random()
            later = names[i + 1:]
            if r < 0.45 and later:  # includes point forward, so there is no cycle by default
                lines.append(_include(rng, rng.choice(later[:4])))
            elif r < 0.53:
                lines.append(_include(rng, rng.choice(_MISSING[:2] if rng.random() < 0.7 else _MISSING)))
            elif r < 0.6 and cyclic and i > 0:
                lines.append(_include(rng, rng.choice(names[:i + 1])))
            else:
                lines.append(rng.choice(_PLAIN) if rng.random() < 0.5 else f"line {i}.{len(lines)}")
        if i + 1 < len(names) and rng.random() < 0.7:  # a spine main -> next -> next ...
            lines.insert(rng.randint(0, len(lines)), _include(rng, names[i + 1]))
        if cyclic and i > 0 and rng.random() < 0.3:
            lines.insert(rng.randint(0, len(lines)), _include(rng, rng.choice(names[1:i + 1])))
        text = "\n".join(lines)
        if lines and rng.random() < 0.75:
            text += "\n"
        files[f"src/{name}"] = text
    if rng.random() < 0.2:
        files["flat.txt"] = "stale\n"
    if rng.random() < 0.15:
        files["a.h"] = '#include "b.h"\n'  # outside src: never included
    r = rng.random()
    if r < 0.08:
        entry = rng.choice(_MISSING)
    elif r < 0.2:
        entry = rng.choice(names)
    else:
        entry = names[0]
    return {"files": files, "args": [entry]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    size = 14 if split == "hidden" else 6
    cases = []
    for _ in range(count):
        if rng.random() < 0.06:  # no file at all
            cases.append({"files": {}, "args": [rng.choice(["main.c", "a.h", "lib/io.h"])]})
        else:
            cases.append(_case(rng, size))
    return cases
