def _viterbi(desired, levels, switch_cost):
    """Best schedule using only the given levels; returns (cost, schedule)."""
    first = desired[0]
    dp = [(first - lv) * (first - lv) for lv in levels]
    came = []
    for value in desired[1:]:
        best = min(dp)
        origin = dp.index(best)
        limit = best + switch_cost
        came.append((origin, [d > limit for d in dp]))
        dp = [(value - lv) * (value - lv) + (d if d <= limit else limit) for d, lv in zip(dp, levels)]
    cost = min(dp)
    state = dp.index(cost)
    states = [state]
    for origin, switched in reversed(came):
        if switched[state]:
            state = origin
        states.append(state)
    states.reverse()
    return cost, [levels[s] for s in states]


def _best_level(total, count):
    # integer minimizing the sum of squared differences: the mean rounded to nearest
    return (2 * total + count) // (2 * count)


def _refine(desired, levels, switch_cost):
    levels = sorted(set(levels))
    best_cost, best_plan = _viterbi(desired, levels, switch_cost)
    # every pass that does not stop lowers best_cost, a non-negative integer, so this ends
    while True:
        groups = {}
        for value, lv in zip(desired, best_plan):
            groups.setdefault(lv, []).append(value)
        new_levels = {_best_level(sum(group), len(group)) for group in groups.values()}
        spare = len(levels) - len(new_levels)
        if spare > 0:
            # reuse idle levels where the current schedule is worst
            worst = sorted(range(len(desired)), key=lambda t: -abs(desired[t] - best_plan[t]))
            for t in worst:
                if spare == 0:
                    break
                if desired[t] not in new_levels:
                    new_levels.add(desired[t])
                    spare -= 1
        new_levels = sorted(new_levels)
        if new_levels == levels:
            break
        levels = new_levels
        cost, plan = _viterbi(desired, levels, switch_cost)
        if cost >= best_cost:
            break
        best_cost, best_plan = cost, plan
    return best_cost, best_plan


def plan_presets(desired: list[int], max_presets: int, switch_cost: int) -> list[int]:
    n = len(desired)
    if n == 0:
        return []
    ordered = sorted(desired)
    distinct = sorted(set(desired))
    m = min(max_presets, len(distinct))
    # quantiles of the slots and of the distinct values (all of them when they fit)
    starts = [
        [ordered[(2 * i + 1) * n // (2 * m)] for i in range(m)],
        [distinct[(2 * i + 1) * len(distinct) // (2 * m)] for i in range(m)],
    ]
    best = None
    for levels in starts:
        result = _refine(desired, levels, switch_cost)
        if best is None or result[0] < best[0]:
            best = result
    return best[1]
