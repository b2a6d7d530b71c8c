# bug: uses >= so a score that only equals the best earlier score is counted as a new record
def count_records(scores: list[int]) -> int:
    if not scores:
        return 0
    best = scores[0]
    records = 1
    for score in scores[1:]:
        if score >= best:
            best = score
            records += 1
    return records
