# bug: starts from the smallest score as the sentinel, so a first match that is the lowest score is not counted
def count_records(scores: list[int]) -> int:
    if not scores:
        return 0
    best = min(scores)
    records = 0
    for score in scores:
        if score > best:
            best = score
            records += 1
    return records
