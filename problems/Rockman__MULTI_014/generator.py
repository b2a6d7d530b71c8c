import random

_NAMES = ["Ana Silva", "Bo Chen", "Kim", "Lea Roy", "Omar N", "Zoe", "Ivan Petrov", "Mia"]
_DATES = ["2026-03-02", "2026-03-03", "2026-03-04"]
_BAD_DATES = ["2026-3-02", "26-03-02", "2026/03/02", "2026-03-2", ""]
_BAD_TIMES = ["9:00", "25:00", "12:60", "24:01", "1200", "ab:cd", ""]


def _config(rng: random.Random) -> str:
    lines = []
    if rng.random() < 0.7:
        lines.append(f"overtime_after={rng.choice([0, 120, 300, 600, 900, 1200])}")
    for _ in range(rng.randint(0, 5)):
        r = rng.random()
        if r < 0.35:
            value = str(rng.choice([0, 60, 120, 240, 300, 450, 600, 900, 2400]))
            lines.append(rng.choice(["overtime_after={v}", " overtime_after = {v} ", "overtime_after ={v}"]).format(v=value))
        elif r < 0.6:
            value = str(rng.choice([100, 125, 150, 175, 200, 0]))
            lines.append(rng.choice(["overtime_percent={v}", "overtime_percent = {v}"]).format(v=value))
        elif r < 0.75:
            lines.append(rng.choice(["# overtime_after=1", "   # note", "", "  "]))
        else:
            lines.append(rng.choice(["overtime_after = 1h", "overtime_percent=-5", "bonus=7",
                                     "overtime_after", "Overtime_After=10", "overtime_after=1.5"]))
    text = "\n".join(lines)
    return text + ("\n" if lines and rng.random() < 0.7 else "")


def _time(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _entry(rng: random.Random, ids: list[str]) -> str:
    date = rng.choice(_DATES)
    ident = rng.choice(ids) if rng.random() < 0.9 else rng.choice(["X1", "e1", "", "E99"])
    start = rng.randrange(6 * 60, 23 * 60, rng.choice([15, 30, 60]))
    end = start + rng.choice([30, 60, 90, 120, 180, 240, 0, -30])
    fields = [date, ident, _time(start), "24:00" if end >= 24 * 60 else _time(max(end, 0))]
    r = rng.random()
    if r < 0.03:
        fields[0] = rng.choice(_BAD_DATES)
    elif r < 0.07:
        fields[rng.choice([2, 3])] = rng.choice(_BAD_TIMES)
    elif r < 0.09:
        fields[2] = "24:00"
    elif r < 0.11:
        fields.append("x")
    elif r < 0.13:
        fields.pop()
    elif r < 0.16:
        fields[3] = "24:00"
    if rng.random() < 0.1:
        fields = [f" {x} " if rng.random() < 0.5 else x for x in fields]
    return ",".join(fields)


def _sheet(rng: random.Random, ids: list[str], lines: int) -> str:
    out = []
    for _ in range(lines):
        out.append(rng.choice(["", "  "]) if rng.random() < 0.06 else _entry(rng, ids))
    text = "\n".join(out)
    return text + ("\n" if out and rng.random() < 0.75 else "")


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    longest = 150 if split == "hidden" else 20
    for _ in range(count):
        files: dict[str, str] = {}
        ids = rng.sample(["E1", "E2", "E3", "E10", "K7", "B20", "A1", "Z9"], rng.randint(1, 6))
        if rng.random() < 0.85:
            files["payroll.cfg"] = _config(rng)
        if rng.random() < 0.95:
            rows = [f"{i},{rng.choice(_NAMES)},{rng.randint(900, 5000)}" for i in ids]
            text = "id,name,rate\n" + "\n".join(rows)
            files["employees.csv"] = text + ("\n" if rng.random() < 0.8 else "")
        if rng.random() < 0.95:
            for name in rng.sample(["mon", "tue", "wed", "week10", "week9", "b", "a"], rng.randint(1, 4)):
                files[f"timesheets/{name}.csv"] = _sheet(rng, ids, rng.randint(0, longest))
            if rng.random() < 0.25:
                files["timesheets/sub/extra.csv"] = _sheet(rng, ids, 4)
            if rng.random() < 0.2:
                files["timesheets/notes.txt"] = _sheet(rng, ids, 4)
        if rng.random() < 0.2:
            files["report/payroll.txt"] = "stale\n"
        cases.append({"files": files, "args": []})
    return cases
