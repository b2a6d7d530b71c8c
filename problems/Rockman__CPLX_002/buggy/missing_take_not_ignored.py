# bug: taking a label that is not on the shelf still updates the bookkeeping, driving counts negative and corrupting later answers
def busiest_count(ops: list[tuple[int, int]]) -> list[int]:
    count: dict[int, int] = {}
    labels_with: dict[int, int] = {}
    best = 0
    answers = []
    for kind, label in ops:
        c = count.get(label, 0)
        if kind == 0:
            count[label] = c + 1
            labels_with[c] = labels_with.get(c, 0) - 1
            labels_with[c + 1] = labels_with.get(c + 1, 0) + 1
            best = max(best, c + 1)
        elif kind == 1:
            count[label] = c - 1
            labels_with[c] = labels_with.get(c, 0) - 1
            labels_with[c - 1] = labels_with.get(c - 1, 0) + 1
            if c == best and labels_with[c] <= 0:
                best -= 1
        else:
            answers.append(max(best, 0))
    return answers
