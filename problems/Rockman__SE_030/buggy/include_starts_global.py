# Wrong section rule: an included file starts in section "global" instead of the section current at the directive.
import os
import re

_NAME = re.compile(r"[A-Za-z0-9_.-]+")


def _resolve(folder: list[str], written: str) -> "list[str] | None":
    """The segments of written resolved against folder, or None when it leaves root."""
    if written.startswith("/"):
        return None
    segments = list(folder)
    for part in written.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not segments:
                return None
            segments.pop()
        else:
            segments.append(part)
    return segments


class _Merger:
    def __init__(self, root: str) -> None:
        self.root = root
        self.sections: dict[str, dict[str, str]] = {}
        self.problems: list[str] = []
        self.chain: list[str] = []

    def process(self, segments: list[str], section: str) -> None:
        name = "/".join(segments)
        path = os.path.join(self.root, *segments) if segments else ""
        if not segments or not os.path.isfile(path):
            self.problems.append(f"missing {name}")
            return
        if name in self.chain:
            self.problems.append(f"cycle {name}")
            return
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        lines = text.removesuffix("\n").split("\n") if text else []
        self.chain.append(name)
        for number, line in enumerate(lines, start=1):
            section = self.line(segments, line.strip(" "), section, f"{name}:{number}")
        self.chain.pop()

    def line(self, segments: list[str], text: str, section: str, where: str) -> str:
        if not text or text[0] in ";#":
            return section
        if text[0] == "[" and text[-1] == "]" and _NAME.fullmatch(text[1:-1]):
            return text[1:-1].lower()
        command, _, argument = text.partition(" ")
        argument = argument.strip(" ")
        if command == "@include" and argument:
            written = argument
            target = _resolve(segments[:-1], written)
            if target is None:
                self.problems.append(f"outside {written}")
            else:
                self.process(target, "global")
            return section
        if command == "@unset" and _NAME.fullmatch(argument):
            self.sections.get(section, {}).pop(argument.lower(), None)
            return section
        key, sign, value = text.partition("=")
        key = key.strip(" ")
        if sign and _NAME.fullmatch(key):
            self.sections.setdefault(section, {})[key.lower()] = value.strip(" ")
        else:
            self.problems.append(f"malformed {where}")
        return section


def merge_config(root: str, entry: str) -> list[str]:
    merger = _Merger(root)
    target = _resolve([], entry)
    if target is None:
        merger.problems.append(f"outside {entry}")
    else:
        merger.process(target, "global")
    blocks = []
    for section in sorted(merger.sections):
        keys = merger.sections[section]
        if keys:
            body = "".join(f"{key} = {keys[key]}\n" for key in sorted(keys))
            blocks.append(f"[{section}]\n{body}")
    with open(os.path.join(root, "effective.ini"), "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(blocks))
    return merger.problems
