# bug: the running maximum only ever grows; taking tokens off never lowers it
def busiest_count(ops: list[tuple[int, int]]) -> list[int]:
    count: dict[int, int] = {}
    best = 0
    answers = []
    for kind, label in ops:
        if kind == 0:
            count[label] = count.get(label, 0) + 1
            best = max(best, count[label])
        elif kind == 1:
            c = count.get(label, 0)
            if c > 0:
                count[label] = c - 1
        else:
            answers.append(best)
    return answers
