# Bug: height counts the nodes on the longest path instead of the edges
_EXPECT, _LABEL, _AFTER_LABEL, _AFTER_CLOSE = range(4)


def tree_summary(text: str) -> list[int]:
    """Parse the bracket notation in one left-to-right pass (no recursion: nesting may be deep)."""
    n = len(text)
    state = _EXPECT
    depth = 0  # open parentheses = depth of the next node
    label_start = 0
    value = 0
    node_depth = 0
    count = leaves = 0
    max_depth = -1
    deepest_sum = 0

    i = 0
    while i < n:
        ch = text[i]
        if state == _LABEL:
            if ch in "0123456789":
                if text[label_start] == "0":
                    return [-1, i]
                i += 1
                continue
            value = int(text[label_start:i])
            node_depth = depth
            count += 1
            if node_depth > max_depth:
                max_depth, deepest_sum = node_depth, value
            elif node_depth == max_depth:
                deepest_sum += value
            state = _AFTER_LABEL
            continue  # look at ch again in the new state
        if ch == " ":
            i += 1
            continue
        if state == _EXPECT:
            if ch in "0123456789":
                state, label_start = _LABEL, i
            else:
                return [-1, i]
        elif state == _AFTER_LABEL:
            if ch == "(":
                depth += 1
                state = _EXPECT
            elif ch == "," and depth > 0:
                leaves += 1
                state = _EXPECT
            elif ch == ")" and depth > 0:
                leaves += 1
                depth -= 1
                state = _AFTER_CLOSE
            else:
                return [-1, i]
        else:  # _AFTER_CLOSE
            if ch == "," and depth > 0:
                state = _EXPECT
            elif ch == ")" and depth > 0:
                depth -= 1
            else:
                return [-1, i]
        i += 1

    if state == _LABEL:
        value = int(text[label_start:n])
        count += 1
        if depth > max_depth:
            max_depth, deepest_sum = depth, value
        elif depth == max_depth:
            deepest_sum += value
        state = _AFTER_LABEL
    if depth != 0 or state not in (_AFTER_LABEL, _AFTER_CLOSE):
        return [-1, n]
    if state == _AFTER_LABEL:
        leaves += 1
    return [count, max_depth + 1, leaves, deepest_sum]
