# bug: strips a trailing "# ..." from every line, so "key = 5 # note" is wrongly accepted
import re

_NAME = re.compile(r"[a-z0-9_]+")
_INTEGER = re.compile(r"[+-]?[0-9]+")


def parse_settings(text: str) -> dict[str, int]:
    settings = {}
    section = None
    for raw in text.split("\n"):
        line = raw.split("#", 1)[0].strip(" \t")
        if not line or line[0] == ";":
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1].strip(" \t")
            if _NAME.fullmatch(name):
                section = name
            continue
        if "=" not in line:
            continue
        key, value = line.split("=", 1)
        key, value = key.strip(" \t"), value.strip(" \t")
        if not _NAME.fullmatch(key) or not _INTEGER.fullmatch(value):
            continue
        settings[key if section is None else f"{section}.{key}"] = int(value)
    return settings
