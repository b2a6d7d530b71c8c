def _height(crates, shelves):
    return sum(max(crates[i][1] for i in shelf) for shelf in shelves)


def verify(args, expected, actual, threshold):
    width, crates = args
    n = len(crates)
    if not isinstance(actual, list):
        return False
    seen = [False] * n
    for shelf in actual:
        if not isinstance(shelf, list) or not shelf:
            return False
        used = 0
        for i in shelf:
            if type(i) is not int or not 0 <= i < n or seen[i]:
                return False
            seen[i] = True
            used += crates[i][0]
        if used > width:
            return False
    if not all(seen):
        return False
    return _height(crates, actual) <= threshold * _height(crates, expected)
