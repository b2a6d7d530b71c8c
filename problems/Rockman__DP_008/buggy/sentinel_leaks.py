# bug: the sentinel is returned as is when the postage is unreachable (postage + 1 instead of -1)
def fewest_stamps(denominations: list[int], postage: int) -> int:
    unreachable = postage + 1
    fewest = [unreachable] * (postage + 1)
    fewest[0] = 0
    for value in denominations:
        for v in range(value, postage + 1):
            candidate = fewest[v - value] + 1
            if candidate < fewest[v]:
                fewest[v] = candidate
    return fewest[postage]
