# bug: the number of turns a job needs is computed with floor division (pages // batch) instead of rounding up, so a partly filled last turn is lost
def finish_order(pages: list[int], batch: int) -> list[int]:
    turns = [(max(1, count // batch), job) for job, count in enumerate(pages)]
    return [job for _, job in sorted(turns)]
