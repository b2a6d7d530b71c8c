def _cost(desired, plan, switch_cost):
    total = 0
    for t, (want, got) in enumerate(zip(desired, plan)):
        total += (want - got) * (want - got)
        if t > 0 and got != plan[t - 1]:
            total += switch_cost
    return total


def _valid(desired, max_presets, plan):
    if not isinstance(plan, list) or len(plan) != len(desired):
        return False
    for value in plan:
        if type(value) is not int or not 0 <= value <= 1000:
            return False
    return len(set(plan)) <= max_presets


def verify(args, expected, actual, threshold):
    desired, max_presets, switch_cost = args
    if not _valid(desired, max_presets, actual):
        return False
    if not _valid(desired, max_presets, expected):
        return False
    mine = _cost(desired, actual, switch_cost)
    reference = _cost(desired, expected, switch_cost)
    return mine <= threshold * reference + 1e-9
