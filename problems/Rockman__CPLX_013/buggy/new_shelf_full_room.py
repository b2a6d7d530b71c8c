# bug: when a crate opens a new shelf, the shelf's free width is left at the full width instead of being reduced by that crate, so shelves can overflow
def stack_crates(width: int, crates: list[list[int]]) -> list[list[int]]:
    n = len(crates)
    if n == 0:
        return []
    order = sorted(range(n), key=lambda i: (-crates[i][1], -crates[i][0], i))
    size = 1
    while size < n:
        size *= 2
    room = [width] * (2 * size)
    shelves: list[list[int]] = []
    for i in order:
        w = crates[i][0]
        k = 1
        while k < size:
            k = 2 * k if room[2 * k] >= w else 2 * k + 1
        shelf = k - size
        if shelf == len(shelves):
            shelves.append([i])
            continue
        shelves[shelf].append(i)
        room[k] -= w
        k //= 2
        while k:
            room[k] = max(room[2 * k], room[2 * k + 1])
            k //= 2
    return shelves
