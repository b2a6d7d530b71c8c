def busiest_count(ops: list[tuple[int, int]]) -> list[int]:
    count: dict[int, int] = {}  # label -> tokens with that label
    labels_with: list[int] = [0]  # labels_with[c] = number of labels holding exactly c tokens
    best = 0
    answers = []
    for kind, label in ops:
        if kind == 0:
            c = count.get(label, 0)
            count[label] = c + 1
            if c > 0:
                labels_with[c] -= 1
            if c + 1 == len(labels_with):
                labels_with.append(0)
            labels_with[c + 1] += 1
            if c + 1 > best:
                best = c + 1
        elif kind == 1:
            c = count.get(label, 0)
            if c == 0:
                continue
            labels_with[c] -= 1
            if c == 1:
                del count[label]
            else:
                count[label] = c - 1
                labels_with[c - 1] += 1
            if c == best and labels_with[c] == 0:
                best -= 1
        else:
            answers.append(best)
    return answers
