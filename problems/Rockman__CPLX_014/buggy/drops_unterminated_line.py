# bug: drops the final line of a file when it does not end with "\n"
import os
import re

_RECORD = re.compile(r"([^ ]+) ([^ ]+) (.*)")
_DIGITS = re.compile(r"[0-9]+")


def _log_files(folder: str) -> list[str]:
    found = []
    for dirpath, _, filenames in os.walk(folder):
        for name in filenames:
            path = os.path.join(dirpath, name)
            if name.endswith(".log") and os.path.isfile(path):
                found.append(os.path.relpath(path, folder).replace(os.sep, "/"))
    return sorted(found)


def log_signatures(root: str) -> int:
    folder = os.path.join(root, "logs")
    counts: dict[str, int] = {}
    if os.path.isdir(folder):
        for rel in _log_files(folder):
            with open(os.path.join(folder, rel), encoding="utf-8", newline="") as f:
                lines = f.read().split("\n")[:-1]
            for line in lines:
                match = _RECORD.fullmatch(line)
                if match is None:
                    continue
                signature = _DIGITS.sub("#", match.group(2) + " " + match.group(3))
                counts[signature] = counts.get(signature, 0) + 1
    with open(os.path.join(root, "signatures.txt"), "w", encoding="utf-8", newline="") as f:
        f.write("".join(f"{count} {signature}\n" for signature, count in counts.items()))
    return len(counts)
