def stack_crates(width: int, crates: list[list[int]]) -> list[list[int]]:
    n = len(crates)
    if n == 0:
        return []
    order = sorted(range(n), key=lambda i: (-crates[i][1], -crates[i][0], i))
    size = 1
    while size < n:
        size *= 2
    room = [0] * (2 * size)  # max free width over each block of shelves
    for k in range(size):
        room[size + k] = width
    for k in range(size - 1, 0, -1):
        room[k] = width
    shelves: list[list[int]] = []
    for i in order:
        w = crates[i][0]
        k = 1
        while k < size:
            k = 2 * k if room[2 * k] >= w else 2 * k + 1
        shelf = k - size
        if shelf == len(shelves):
            shelves.append([])
        shelves[shelf].append(i)
        room[k] -= w
        k //= 2
        while k:
            best = room[2 * k] if room[2 * k] >= room[2 * k + 1] else room[2 * k + 1]
            if room[k] == best:
                break
            room[k] = best
            k //= 2
    return shelves
