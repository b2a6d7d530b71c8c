def _walk_cost(n, roads, stops, walk):
    """The cost of walk, or None when it is not a valid delivery walk."""
    if not isinstance(walk, list) or not 1 <= len(walk) <= 200000:
        return None
    for node in walk:
        if type(node) is not int or not 0 <= node < n:
            return None
    if walk[0] != 0 or walk[-1] != 0:
        return None
    weight = {}
    for u, v, w in roads:
        weight[(u, v)] = w
        weight[(v, u)] = w
    total = 0
    for i in range(len(walk) - 1):
        w = weight.get((walk[i], walk[i + 1]))
        if w is None:
            return None
        total += w
    visited = set(walk)
    for stop in stops:
        if stop not in visited:
            return None
    return total


def verify(args, expected, actual, threshold):
    n, roads, stops = args
    mine = _walk_cost(n, roads, stops, actual)
    if mine is None:
        return False
    reference = _walk_cost(n, roads, stops, expected)
    if reference is None:
        return False
    return mine <= threshold * reference
