import random

KINDS = ["cut", "weld", "paint", "drill", "sand", "bend", "coat"]


def _sep(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "\t", " \t "])


def _line(rng: random.Random, head: list[str], fields: list[str]) -> str:
    rng.shuffle(fields)
    pad_left = rng.choice(["", "", "", " ", "\t", "   "])
    pad_right = rng.choice(["", "", "", " ", "\t "])
    words = head + fields
    out = words[0]
    for word in words[1:]:
        out += _sep(rng) + word
    return pad_left + out + pad_right


def _text(rng, machines, jobs, shuffle_lines, noise) -> str:
    lines = []
    for name, kinds, slow, ready in machines:
        fields = ["kinds=" + ",".join(kinds)]
        if slow != 1 or rng.random() < 0.3:
            fields.append(f"slow={slow}")
        if ready != 0 or rng.random() < 0.3:
            fields.append(f"ready={ready}")
        lines.append(_line(rng, ["machine", name], fields))
    for name, size, kind in jobs:
        lines.append(_line(rng, ["job", name], [f"size={size}", f"kind={kind}"]))
    if shuffle_lines:
        rng.shuffle(lines)
    if noise:
        for _ in range(rng.randint(1, 4)):
            extra = rng.choice(["", "   ", "\t", "# shift plan", "  # machine m9 kinds=cut", "#job x size=5 kind=cut"])
            lines.insert(rng.randint(0, len(lines)), extra)
    return "\n".join(lines) + rng.choice(["", "\n"])


def _shop(rng: random.Random, n_machines: int, n_jobs: int, ready_max: int, big: int) -> str:
    kinds = rng.sample(KINDS, rng.randint(1, min(5, len(KINDS))))
    machines = []
    for i in range(n_machines):
        own = sorted(rng.sample(kinds, rng.randint(1, min(3, len(kinds)))))
        slow = rng.choice([1, 1, 1, 2, 2, 3, 5])
        ready = rng.choice([0, 0, rng.randint(0, ready_max)])
        machines.append((rng.choice(["m", "press", "lathe", "cell"]) + str(i + 1), own, slow, ready))
    covered = sorted({k for _, own, _, _ in machines for k in own})
    jobs = []
    for i in range(n_jobs):
        size = rng.randint(1, big) if rng.random() < 0.8 else rng.randint(big, 10 * big)
        jobs.append((rng.choice(["j", "job", "part", "J"]) + str(i + 1), size, rng.choice(covered)))
    return _text(rng, machines, jobs, rng.random() < 0.7, rng.random() < 0.5)


def _case(rng: random.Random, kind: str) -> list:
    if kind == "no_jobs":
        return [_shop(rng, rng.randint(0, 3), 0, 100, 10)]
    if kind == "one_machine":
        return [_shop(rng, 1, rng.randint(1, 20), 100, 50)]
    if kind == "one_job":
        return [_shop(rng, rng.randint(1, 6), 1, 500, 100)]
    if kind == "late_starts":
        return [_shop(rng, rng.randint(3, 8), rng.randint(10, 60), 3000, 100)]
    if kind == "large":
        return [_shop(rng, rng.randint(8, 12), rng.randint(200, 300), 2000, 300)]
    n_machines = rng.randint(2, 10)
    n_jobs = rng.choice([rng.randint(2, 12), rng.randint(12, 80), rng.randint(80, 160)])
    return [_shop(rng, n_machines, n_jobs, rng.choice([0, 100, 1000]), rng.choice([10, 100, 1000]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "one_machine", "late_starts", "random", "no_jobs", "one_job", "random"]
    weighted = ["random"] * 8 + ["late_starts", "one_machine", "one_job"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 10 == 5:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
