import re

_NAME = re.compile(r"[a-z0-9_]+")
_INTEGER = re.compile(r"[+-]?[0-9]+")
_BLANKS = " \t"


def parse_settings(text: str) -> dict[str, int]:
    settings: dict[str, int] = {}
    section = None
    for raw in text.split("\n"):
        line = raw.strip(_BLANKS)
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1].strip(_BLANKS)
            if _NAME.fullmatch(name):
                section = name
            continue
        if "=" not in line:
            continue
        key, value = line.split("=", 1)
        key, value = key.strip(_BLANKS), value.strip(_BLANKS)
        if not _NAME.fullmatch(key) or not _INTEGER.fullmatch(value):
            continue
        full_key = key if section is None else f"{section}.{key}"
        settings[full_key] = int(value)
    return settings
