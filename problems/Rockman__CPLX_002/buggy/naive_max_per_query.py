# bug: correct but recomputes the maximum over all labels at every query, O(number of labels) per query: too slow
def busiest_count(ops: list[tuple[int, int]]) -> list[int]:
    count: dict[int, int] = {}
    answers = []
    for kind, label in ops:
        if kind == 0:
            count[label] = count.get(label, 0) + 1
        elif kind == 1:
            c = count.get(label, 0)
            if c == 1:
                del count[label]
            elif c > 1:
                count[label] = c - 1
        else:
            answers.append(max(count.values()) if count else 0)
    return answers
