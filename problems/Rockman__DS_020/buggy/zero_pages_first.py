# missed edge case: jobs are sorted by the number of turns they need, ceil(pages / batch), but an empty job needs one turn, not zero, so empty jobs jump ahead of earlier one-turn jobs
def finish_order(pages: list[int], batch: int) -> list[int]:
    turns = [(-(-count // batch), job) for job, count in enumerate(pages)]
    return [job for _, job in sorted(turns)]
