# bug: first fit scans every open shelf for each crate, O(n * shelves): correct answers but far too slow on the large inputs
def stack_crates(width: int, crates: list[list[int]]) -> list[list[int]]:
    order = sorted(range(len(crates)), key=lambda i: (-crates[i][1], -crates[i][0], i))
    shelves: list[list[int]] = []
    free: list[int] = []
    for i in order:
        w = crates[i][0]
        for s in range(len(shelves)):
            if free[s] >= w:
                shelves[s].append(i)
                free[s] -= w
                break
        else:
            shelves.append([i])
            free.append(width - w)
    return shelves
