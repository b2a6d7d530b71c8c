def _makespan(durations, machines, where):
    loads = [0] * machines
    for j, k in enumerate(where):
        loads[k] += durations[j]
    return max(loads) if loads else 0


def verify(args, expected, actual, threshold):
    durations, machines, conflicts = args
    n = len(durations)
    if not isinstance(actual, list) or len(actual) != n:
        return False
    for k in actual:
        if type(k) is not int or not 0 <= k < machines:
            return False
    for a, b in conflicts:
        if actual[a] == actual[b]:
            return False
    best = _makespan(durations, machines, expected)
    return _makespan(durations, machines, actual) <= threshold * best
