import random


def _case(rng: random.Random, n_ops: int, size: int, spread: int, step: int, vmax: int) -> dict:
    ops = []
    wm = 0
    next_id = rng.randint(0, 100)
    ids: list[int] = []
    for _ in range(n_ops):
        r = rng.random()
        if r < 0.15:
            # watermark moves, sometimes backwards or exactly onto a window end
            choice = rng.random()
            if choice < 0.3:
                target = (wm // size + rng.randint(0, 2)) * size
            elif choice < 0.4:
                target = max(0, wm - rng.randint(0, step))
            else:
                target = wm + rng.randint(0, step)
            ops.append(["advance", [target]])
            wm = max(wm, target)
        elif r < 0.2:
            ops.append(["open_total", []])
        else:
            if ids and rng.random() < 0.1:
                eid = rng.choice(ids)
            else:
                next_id += rng.randint(1, 3)
                eid = next_id
                ids.append(eid)
            lo = max(0, wm - spread)
            if rng.random() < 0.2:
                # just before or at the start of the earliest window that is still open
                edge = (wm // size) * size
                ts = max(0, edge - rng.choice([0, 1]))
            else:
                ts = rng.randint(lo, wm + spread)
            ops.append(["ingest", [eid, ts, rng.randint(-vmax, vmax)]])
    ops.append(["advance", [wm + spread + 2 * size]])
    ops.append(["open_total", []])
    return {"init": [size], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            cases.append(_case(rng, rng.randint(10, 60), 1, 3, 3, 5))
        elif kind == 1:
            size = rng.randint(2, 10)
            cases.append(_case(rng, rng.randint(50, 300), size, 2 * size, 2 * size, 10))
        else:
            size = rng.randint(1, 1000)
            cases.append(_case(rng, rng.randint(300, 2500), size, size * rng.randint(1, 5), size * 2, 10**6))
    return cases
