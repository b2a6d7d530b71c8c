import random

_KEYS = ["a", "b", "color", "size", "user.name", "cfg_1", "x.y.z", "n0"]
_VALUES = ["1", "42", "red", "blue", "a@b.c", "~!x", "-", "0", "dark", "v2.1"]
_MALFORMED = ["{s} put a 1", "{s} set a", "{s} set A 1", "0{s} set a 1", "{s}  set a 1",
              "{s} set a 1 2", "", "{s} set a \u00e9", "0 set a 1", "{s} begin now", "{s} del",
              "set a 1", "{s} commit ", "-{s} del a", "{s} Set a 1"]


def _change(rng: random.Random, seq: int) -> str:
    key = rng.choice(_KEYS)
    if rng.random() < 0.3:
        return f"{seq} del {key}"
    return f"{seq} set {key} {rng.choice(_VALUES)}"


def _records(rng: random.Random, count: int) -> tuple[list[str], list[int]]:
    lines: list[str] = []
    seqs: list[int] = []
    seq = rng.randint(1, 5)
    in_tx = False
    for _ in range(count):
        r = rng.random()
        if not in_tx and r < 0.15:
            line, in_tx = f"{seq} begin", True
        elif in_tx and r < 0.2:
            line, in_tx = f"{seq} {rng.choice(['commit', 'commit', 'abort'])}", False
        else:
            line = _change(rng, seq)
        lines.append(line)
        seqs.append(seq)
        seq += 1 if rng.random() < 0.8 else rng.randint(2, 9)
    if in_tx and rng.random() < 0.6:
        lines.append(f"{seq} {rng.choice(['commit', 'abort'])}")
        seqs.append(seq)
    return lines, seqs


def _corrupt(rng: random.Random, lines: list[str], seqs: list[int]) -> None:
    position = rng.randint(0, len(lines)) if rng.random() < 0.3 else rng.randint(len(lines) // 3, len(lines))
    before = seqs[position - 1] if position else 1
    kind = rng.random()
    if kind < 0.4:
        line = rng.choice(_MALFORMED).format(s=before + 1)
    elif kind < 0.6 and position:
        line = _change(rng, before - rng.choice([0, 0, 1]) if before > 1 else before)
    elif kind < 0.8:
        line = f"{before + 1} {rng.choice(['begin', 'commit', 'abort'])}"
    else:
        line = f"{before + 1} begin\n{before + 2} begin"
    lines.insert(position, line)
    seqs.insert(position, before + 2)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    longest = 400 if split == "hidden" else 30
    for _ in range(count):
        files: dict[str, str] = {}
        lines, seqs = _records(rng, rng.randint(0, longest) if rng.random() < 0.2 else rng.randint(3, longest))
        if lines and rng.random() < 0.6:
            _corrupt(rng, lines, seqs)
        if rng.random() < 0.75:
            start = seqs[rng.randint(0, len(seqs) // 2)] if seqs and rng.random() < 0.8 else rng.randint(0, 3)
            keys = sorted(rng.sample(_KEYS, rng.randint(0, 4)))
            body = "".join(f"{k} {rng.choice(_VALUES)}\n" for k in keys)
            files["snapshot.txt"] = f"snapshot {start}\n{body}"
        if rng.random() < 0.92:
            text = "".join(line + "\n" for line in lines)
            if rng.random() < 0.35:
                last = seqs[-1] if seqs else 0
                text += rng.choice([_change(rng, last + 1), f"{last + 1} commit", f"{last + 1} se"])
            files["wal.log"] = text
        cases.append({"files": files, "args": []})
    return cases
