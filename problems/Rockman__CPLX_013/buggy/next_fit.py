# bug: only the newest shelf is ever tried (a crate that does not fit opens a new shelf), so the gaps left on earlier shelves are wasted
def stack_crates(width: int, crates: list[list[int]]) -> list[list[int]]:
    order = sorted(range(len(crates)), key=lambda i: -crates[i][1])
    shelves: list[list[int]] = []
    free = 0
    for i in order:
        w = crates[i][0]
        if not shelves or w > free:
            shelves.append([])
            free = width
        shelves[-1].append(i)
        free -= w
    return shelves
