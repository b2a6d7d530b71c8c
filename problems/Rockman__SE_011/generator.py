import random


def _case(rng: random.Random, kind: str) -> dict:
    keys = [rng.choice("abcxyz") + str(i) for i in range(rng.randint(1, 6))]
    values = list(range(rng.randint(1, 4)))
    ops = []
    if kind == "nested":
        k = keys[0]
        ops = [["set", [k, 1]], ["begin", []], ["set", [k, 2]], ["begin", []], ["set", [k, 3]], ["erase", [k]],
               ["set", [k, 2]], ["commit", []], ["get", [k]], ["count", [2]], ["rollback", []], ["get", [k]],
               ["count", [1]], ["count", [2]], ["rollback", []], ["commit", []]]
    depth_bias = rng.uniform(0.05, 0.25)
    for _ in range(rng.choice([rng.randint(5, 40), rng.randint(100, 500)])):
        r = rng.random()
        if r < 0.3:
            ops.append(["set", [rng.choice(keys), rng.choice(values)]])
        elif r < 0.4:
            ops.append(["erase", [rng.choice(keys)]])
        elif r < 0.4 + depth_bias:
            ops.append(["begin", []])
        elif r < 0.5 + depth_bias:
            ops.append([rng.choice(["commit", "rollback"]), []])
        elif r < 0.75 + depth_bias:
            ops.append(["get", [rng.choice(keys)]])
        else:
            ops.append(["count", [rng.choice(values + [9])]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    return [_case(rng, "nested" if i % 3 == 0 else "random") for i in range(count)]
