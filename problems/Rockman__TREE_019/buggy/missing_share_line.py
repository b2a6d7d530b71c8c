# bug: when root/share does not exist it still writes the line "share/ 0"
import os


def _scan(path: str) -> tuple[int, int, dict]:
    """(size of the folder, size of the files directly inside it, {subfolder name: its scan})."""
    direct = 0
    subfolders = {}
    for entry in os.scandir(path):
        if entry.is_dir():
            subfolders[entry.name] = _scan(entry.path)
        elif entry.is_file():
            direct += os.path.getsize(entry.path)
    total = direct + sum(sub[0] for sub in subfolders.values())
    return total, direct, subfolders


def _emit(name: str, node: tuple[int, int, dict], depth: int, min_bytes: int, lines: list) -> None:
    size, _, subfolders = node
    lines.append(f"{'  ' * depth}{name}/ {size}")
    listed = [(sub[0], child) for child, sub in subfolders.items() if sub[0] >= min_bytes]
    listed.sort(key=lambda pair: (-pair[0], pair[1]))
    covered = 0
    for child_size, child in listed:
        _emit(child, subfolders[child], depth + 1, min_bytes, lines)
        covered += child_size
    if size - covered > 0:
        lines.append(f"{'  ' * (depth + 1)}[rest] {size - covered}")


def folder_usage(root: str, min_bytes: int) -> int:
    top = os.path.join(root, "share")
    lines: list[str] = []
    total = 0
    if os.path.isdir(top):
        tree = _scan(top)
        total = tree[0]
        _emit("share", tree, 0, min_bytes, lines)
    else:
        lines.append("share/ 0")
    with open(os.path.join(root, "usage.txt"), "w", encoding="utf-8", newline="") as f:
        for line in lines:
            f.write(line + "\n")
    return total
