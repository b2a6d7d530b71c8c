# bug: (the bug shipped in the starter code) the best score starts at 0 instead of the first score, so a first match scoring 0 or less is not a record and negative records are missed
def count_records(scores: list[int]) -> int:
    best = 0
    records = 0
    for score in scores:
        if score > best:
            best = score
            records += 1
    return records
