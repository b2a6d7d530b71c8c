# bug: validates the value with int() in a try block, which also accepts forms like "1_000"
import re

_NAME = re.compile(r"[a-z0-9_]+")


def parse_settings(text: str) -> dict[str, int]:
    settings = {}
    section = None
    for raw in text.split("\n"):
        line = raw.strip(" \t")
        if not line or line[0] in "#;":
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
        if not _NAME.fullmatch(key):
            continue
        try:
            number = int(value)
        except ValueError:
            continue
        settings[key if section is None else f"{section}.{key}"] = number
    return settings
