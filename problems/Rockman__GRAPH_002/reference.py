def group_sizes(records: list[str]) -> list[int]:
    neighbours: dict[str, list[str]] = {}
    for record in records:
        names = [part.strip(" ").lower() for part in record.split("-")]
        for name in names:
            neighbours.setdefault(name, [])
        if len(names) == 2 and names[0] != names[1]:
            neighbours[names[0]].append(names[1])
            neighbours[names[1]].append(names[0])

    seen: set[str] = set()
    sizes = []
    for start in neighbours:
        if start in seen:
            continue
        seen.add(start)
        stack = [start]
        size = 0
        while stack:
            person = stack.pop()
            size += 1
            for other in neighbours[person]:
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        sizes.append(size)
    return sorted(sizes, reverse=True)
