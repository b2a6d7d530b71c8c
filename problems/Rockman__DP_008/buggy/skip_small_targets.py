# bug: the table is filled only from the largest face value upwards, so values below it never use the smaller stamps
def fewest_stamps(denominations: list[int], postage: int) -> int:
    unreachable = postage + 1
    fewest = [unreachable] * (postage + 1)
    fewest[0] = 0
    start = max(denominations, default=1)
    for v in range(start, postage + 1):
        for value in denominations:
            if value <= v and fewest[v - value] + 1 < fewest[v]:
                fewest[v] = fewest[v - value] + 1
    return fewest[postage] if fewest[postage] != unreachable else -1
