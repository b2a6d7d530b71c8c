# Off-by-one comparison: intervals that only touch (09:00-12:00 and 12:00-13:00) are rejected as overlapping.
import os
import re

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_TIME = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9])")
_SETTING = re.compile(r" *(overtime_after|overtime_percent) *= *([0-9]+) *")


def _lines(path: str) -> list[str]:
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _settings(path: str) -> dict[str, int]:
    settings = {"overtime_after": 2400, "overtime_percent": 150}
    if os.path.isfile(path):
        for line in _lines(path):
            match = _SETTING.fullmatch(line)
            if match is not None:
                settings[match.group(1)] = int(match.group(2))
    return settings


def _employees(path: str) -> dict[str, tuple[str, int]]:
    employees: dict[str, tuple[str, int]] = {}
    if os.path.isfile(path):
        for line in _lines(path)[1:]:
            if line:
                ident, name, rate = line.split(",")
                employees[ident] = (name, int(rate))
    return employees


def _minutes(text: str, is_end: bool) -> "int | None":
    if is_end and text == "24:00":
        return 24 * 60
    match = _TIME.fullmatch(text)
    if match is None:
        return None
    return int(match.group(1)) * 60 + int(match.group(2))


def _verdict(fields: list[str], employees: dict, accepted: dict) -> str:
    if len(fields) != 4 or _DATE.fullmatch(fields[0]) is None:
        return "malformed"
    start, end = _minutes(fields[2], False), _minutes(fields[3], True)
    if start is None or end is None:
        return "malformed"
    if fields[1] not in employees:
        return "unknown-employee"
    if end <= start:
        return "bad-interval"
    booked = accepted.setdefault((fields[1], fields[0]), [])
    if any(start <= other_end and other_start <= end for other_start, other_end in booked):
        return "overlap"
    booked.append((start, end))
    return "accepted"


def run_payroll(root: str) -> int:
    settings = _settings(os.path.join(root, "payroll.cfg"))
    employees = _employees(os.path.join(root, "employees.csv"))
    folder = os.path.join(root, "timesheets")
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    accepted: dict[tuple[str, str], list[tuple[int, int]]] = {}
    totals: dict[str, int] = {}
    rejected = []
    for name in names:
        path = os.path.join(folder, name)
        if not name.endswith(".csv") or not os.path.isfile(path):
            continue
        for number, line in enumerate(_lines(path), start=1):
            if not line.strip(" "):
                continue
            fields = [field.strip(" ") for field in line.split(",")]
            verdict = _verdict(fields, employees, accepted)
            if verdict == "accepted":
                start, end = accepted[(fields[1], fields[0])][-1]
                totals[fields[1]] = totals.get(fields[1], 0) + end - start
            else:
                rejected.append(f"{name}:{number}:{verdict}\n")
    report = os.path.join(root, "report")
    os.makedirs(report, exist_ok=True)
    total_pay = 0
    with open(os.path.join(report, "payroll.txt"), "w", encoding="utf-8", newline="") as f:
        for ident in sorted(totals):
            name, rate = employees[ident]
            minutes = totals[ident]
            overtime = max(0, minutes - settings["overtime_after"])
            pay = (rate * (minutes - overtime) * 100 + rate * overtime * settings["overtime_percent"]) // 6000
            total_pay += pay
            f.write(f"{ident},{name},{minutes},{overtime},{pay}\n")
    with open(os.path.join(report, "rejected.txt"), "w", encoding="utf-8", newline="") as f:
        f.writelines(rejected)
    return total_pay
