# bug: reports a missing file only at its first include
import os
import re

_INCLUDE = re.compile(r' *#include +"([^"]+)" *')


class _Cycle(Exception):
    def __init__(self, names: list[str]) -> None:
        super().__init__()
        self.names = names


def _read_lines(path: str) -> list[str]:
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def _expand(src: str, name: str, chain: list[str], done: set[str], out: list[str]) -> None:
    path = os.path.join(src, name)
    if not os.path.isfile(path):
        if name not in done:
            out.append(f"#error missing {name}")
            done.add(name)
        return
    if name in chain:
        raise _Cycle(chain[chain.index(name):] + [name])
    if name in done:
        return
    chain.append(name)
    for line in _read_lines(path):
        match = _INCLUDE.fullmatch(line)
        if match is None:
            out.append(line)
        else:
            _expand(src, match.group(1), chain, done, out)
    chain.pop()
    done.add(name)


def flatten_includes(root: str, entry: str) -> int:
    out: list[str] = []
    done: set[str] = set()
    try:
        _expand(os.path.join(root, "src"), entry, [], done, out)
        result = sum(os.path.isfile(os.path.join(root, "src", n)) for n in done)
    except _Cycle as cycle:
        out = ["#error cycle " + " -> ".join(cycle.names)]
        result = -1
    with open(os.path.join(root, "flat.txt"), "w", encoding="utf-8", newline="") as f:
        for line in out:
            f.write(line + "\n")
    return result
