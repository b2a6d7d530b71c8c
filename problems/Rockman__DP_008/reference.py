def fewest_stamps(denominations: list[int], postage: int) -> int:
    unreachable = postage + 1  # more stamps than any exact answer can use
    fewest = [unreachable] * (postage + 1)
    fewest[0] = 0
    for value in set(denominations):
        for v in range(value, postage + 1):
            candidate = fewest[v - value] + 1
            if candidate < fewest[v]:
                fewest[v] = candidate
    return fewest[postage] if fewest[postage] != unreachable else -1
