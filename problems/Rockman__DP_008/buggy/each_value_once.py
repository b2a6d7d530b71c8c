# bug: the inner loop runs downwards, so every face value can be used at most once
def fewest_stamps(denominations: list[int], postage: int) -> int:
    unreachable = postage + 1
    fewest = [unreachable] * (postage + 1)
    fewest[0] = 0
    for value in denominations:
        for v in range(postage, value - 1, -1):
            candidate = fewest[v - value] + 1
            if candidate < fewest[v]:
                fewest[v] = candidate
    return fewest[postage] if fewest[postage] != unreachable else -1
