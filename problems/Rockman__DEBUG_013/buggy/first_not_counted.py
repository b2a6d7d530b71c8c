# bug: seeds the best score with the first match but forgets to count that match as a record
def count_records(scores: list[int]) -> int:
    if not scores:
        return 0
    best = scores[0]
    records = 0
    for score in scores[1:]:
        if score > best:
            best = score
            records += 1
    return records
