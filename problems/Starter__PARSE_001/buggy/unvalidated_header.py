# bug: any bracketed header switches the current section, even when its name is not valid
import re

_NAME = re.compile(r"[a-z0-9_]+")
_INTEGER = re.compile(r"[+-]?[0-9]+")


def parse_settings(text: str) -> dict[str, int]:
    settings = {}
    section = None
    for raw in text.split("\n"):
        line = raw.strip(" \t")
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip(" \t")
            continue
        if "=" not in line:
            continue
        key, value = line.split("=", 1)
        key, value = key.strip(" \t"), value.strip(" \t")
        if not _NAME.fullmatch(key) or not _INTEGER.fullmatch(value):
            continue
        settings[key if section is None else f"{section}.{key}"] = int(value)
    return settings
