# bug: the legacy timeout is copied in seconds instead of being converted to milliseconds
import re

_KEY = re.compile(r"[a-z][a-z0-9_.]*")
_BLANKS = " \t"
_TRUE = {"yes", "true", "1"}
_FALSE = {"no", "false", "0"}


def _legacy(key: str, value: str):
    """The (new key, new value) of a legacy setting, or None if the line is invalid."""
    if key == "host":
        return "server.host", value
    if key == "port":
        return "server.port", value
    if key == "timeout":
        if re.fullmatch(r"[0-9]{1,9}", value) is None:
            return None
        return "server.timeout_ms", str(int(value))
    if key == "verbose":
        if value in _TRUE:
            return "log.level", "debug"
        if value in _FALSE:
            return "log.level", "info"
        return None
    return key, value


def parse_config(text: str) -> dict[str, str]:
    direct: dict[str, str] = {}
    legacy: dict[str, str] = {}
    for raw in text.split("\n"):
        line = raw.strip(_BLANKS)
        if not line or line.startswith("#"):
            continue
        positions = [p for p in (line.find("="), line.find(":")) if p != -1]
        if not positions:
            continue
        cut = min(positions)
        key = line[:cut].strip(_BLANKS)
        value = line[cut + 1:].strip(_BLANKS)
        if _KEY.fullmatch(key) is None:
            continue
        if line[cut] == ":":
            converted = _legacy(key, value)
            if converted is None:
                continue
            new_key, new_value = converted
            if new_key != key:
                legacy[new_key] = new_value
                continue
            key, value = new_key, new_value
        direct[key] = value
    result = dict(legacy)
    result.update(direct)
    return result
