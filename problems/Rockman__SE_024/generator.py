import random

VEHICLES = ["car", "motorcycle", "van"]
UNKNOWN = ["truck", "bus", "Car", "VAN", "bike", "", "motorbike", "cars"]
LAST_MINUTE = 20160


def _with_entry(rng: random.Random, clock: int, duration: int) -> tuple[int, int]:
    days = rng.randint(0, (LAST_MINUTE - duration - clock) // 1440)
    entry = days * 1440 + clock
    return entry, entry + duration


def _case(rng: random.Random, kind: str) -> dict:
    vehicle = rng.choice(VEHICLES)
    has_pass = rng.random() < 0.35
    if kind == "grace":
        duration = rng.choice([0, 14, 15, 15, 15, 16])
        entry, leave = _with_entry(rng, rng.randint(0, 1439), duration)
    elif kind == "exact_hours":
        duration = 60 * rng.randint(1, 60) + rng.choice([-1, 0, 0, 0, 1])
        entry, leave = _with_entry(rng, rng.randint(0, 1439), duration)
    elif kind == "night_edge":
        clock = rng.choice([1319, 1320, 1320, 1320, 1321, 0, 359, 360, 360, 361])
        duration = rng.choice([rng.randint(240, 600), rng.randint(240, 600), 600, 601])
        entry, leave = _with_entry(rng, clock, duration)
    elif kind == "van_long":
        vehicle = "van"
        has_pass = rng.random() < 0.6
        duration = rng.choice([4319, 4320, 4321, rng.randint(4321, 4500), rng.randint(4200, 4500)])
        entry, leave = _with_entry(rng, rng.randint(0, 1439), duration)
    elif kind == "unknown":
        vehicle = rng.choice(UNKNOWN)
        duration = rng.choice([0, 10, 15, 16, rng.randint(0, 5000)])
        entry, leave = _with_entry(rng, rng.randint(0, 1439), duration)
    elif kind == "long":
        duration = rng.randint(1440, LAST_MINUTE)
        entry, leave = _with_entry(rng, rng.randint(0, LAST_MINUTE - duration) % 1440, duration)
    else:
        entry = rng.randint(0, LAST_MINUTE)
        leave = min(LAST_MINUTE, entry + rng.choice([rng.randint(0, 300), rng.randint(0, 3000)]))
    return {"args": [entry, leave, vehicle, has_pass]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["grace", "night_edge", "van_long", "exact_hours", "unknown", "long", "grace",
             "night_edge", "van_long"]
    weighted = ["random"] * 2 + ["grace", "exact_hours", "exact_hours", "night_edge", "night_edge",
                                 "van_long", "unknown", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
