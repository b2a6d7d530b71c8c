# bug: reads scores[0] without checking for an empty list, which raises IndexError
def count_records(scores: list[int]) -> int:
    best = scores[0]
    records = 1
    for score in scores[1:]:
        if score > best:
            best = score
            records += 1
    return records
