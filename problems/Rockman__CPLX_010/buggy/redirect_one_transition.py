# bug: after cloning, only the transition of p is redirected to the clone, not those of p's suffix-link ancestors that also pointed to q
def distinct_fragments(text: str) -> int:
    # suffix automaton: the answer is the sum over states of len(state) - len(link(state))
    length = [0]
    link = [-1]
    trans: list[dict[str, int]] = [{}]
    last = 0
    for ch in text:
        cur = len(length)
        length.append(length[last] + 1)
        link.append(-1)
        trans.append({})
        p = last
        while p != -1 and ch not in trans[p]:
            trans[p][ch] = cur
            p = link[p]
        if p == -1:
            link[cur] = 0
        else:
            q = trans[p][ch]
            if length[p] + 1 == length[q]:
                link[cur] = q
            else:
                clone = len(length)
                length.append(length[p] + 1)
                link.append(link[q])
                trans.append(dict(trans[q]))
                trans[p][ch] = clone
                link[q] = clone
                link[cur] = clone
        last = cur
    return sum(length[v] - length[link[v]] for v in range(1, len(length)))
