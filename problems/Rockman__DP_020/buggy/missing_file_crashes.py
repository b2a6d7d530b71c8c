# bug: opens the files without checking that they exist
import os


def _read_lines(path: str) -> list[str]:
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def diff_lines(root: str, old_path: str, new_path: str) -> int:
    old = _read_lines(os.path.join(root, old_path))
    new = _read_lines(os.path.join(root, new_path))
    a = [line.rstrip(" \t") for line in old]
    b = [line.rstrip(" \t") for line in new]
    n, m = len(a), len(b)
    # common[i][j]: longest common subsequence of a[i:] and b[j:]
    common = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below = common[i], common[i + 1]
        for j in range(m - 1, -1, -1):
            if a[i] == b[j]:
                row[j] = below[j + 1] + 1
            else:
                row[j] = max(below[j], row[j + 1])
    script: list[str] = []
    changes = 0
    i = j = 0
    while i < n or j < m:
        if i < n and j < m and a[i] == b[j]:
            script.append("  " + old[i])
            i += 1
            j += 1
        elif j == m or (i < n and common[i + 1][j] >= common[i][j + 1]):
            script.append("- " + old[i])
            i += 1
            changes += 1
        else:
            script.append("+ " + new[j])
            j += 1
            changes += 1
    with open(os.path.join(root, "patch.txt"), "w", encoding="utf-8", newline="") as f:
        for entry in script:
            f.write(entry + "\n")
    return changes
