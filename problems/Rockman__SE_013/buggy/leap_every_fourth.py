# bug: treats every year divisible by 4 as a leap year, so 1900-02-29 and 2100-02-29 are accepted
_LEVELS = {"TRACE": "TRACE", "DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN",
           "WARNING": "WARN", "ERROR": "ERROR", "FATAL": "FATAL"}
_DIGITS = set("0123456789")


def _is_num(text: str) -> bool:
    return len(text) > 0 and all(c in _DIGITS for c in text)


def _leap(year: int) -> bool:
    return year % 4 == 0


def _valid_date(piece: str) -> bool:
    if len(piece) != 10 or piece[4] != "-" or piece[7] != "-":
        return False
    y, m, d = piece[0:4], piece[5:7], piece[8:10]
    if not (_is_num(y) and _is_num(m) and _is_num(d)):
        return False
    year, month, day = int(y), int(m), int(d)
    if year < 1 or not 1 <= month <= 12:
        return False
    days = [31, 29 if _leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return 1 <= day <= days


def _normal_time(piece: str):
    if len(piece) == 8:
        piece += ".000"
    if len(piece) != 12 or piece[2] != ":" or piece[5] != ":" or piece[8] != ".":
        return None
    h, m, s, f = piece[0:2], piece[3:5], piece[6:8], piece[9:12]
    if not all(_is_num(x) for x in (h, m, s, f)):
        return None
    if int(h) > 23 or int(m) > 59 or int(s) > 59:
        return None
    return piece


def _valid_component(name: str) -> bool:
    return 1 <= len(name) <= 16 and all(c.islower() or c in _DIGITS or c == "-" for c in name)


def parse_log_line(line: str) -> dict[str, str]:
    pieces = line.split(" ", 3)
    while len(pieces) < 4:
        pieces.append("")
    date, time, level, rest = pieces
    if not _valid_date(date):
        return {"error": "date"}
    time = _normal_time(time)
    if time is None:
        return {"error": "time"}
    if level.upper() not in _LEVELS:
        return {"error": "level"}
    close = rest.find("]")
    if not rest.startswith("[") or close < 0 or not _valid_component(rest[1:close]):
        return {"error": "component"}
    after = rest[close + 1:]
    if not after.startswith(" ") or after[1:].strip(" ") == "":
        return {"error": "message"}
    return {"date": date, "time": time, "level": _LEVELS[level.upper()],
            "component": rest[1:close], "message": after[1:]}
