# bug: the route is returned even when it did not use every leg (legs in a separate part are left out)
def flight_route(legs: str) -> list[str]:
    pairs = []
    for entry in legs.split(","):
        entry = entry.strip(" ")
        if not entry:
            continue
        origin, destination = (part.strip(" ") for part in entry.split("-"))
        pairs.append((origin, destination))
    if not pairs:
        return []
    out_legs: dict[str, list[str]] = {}
    balance: dict[str, int] = {}
    for origin, destination in pairs:
        out_legs.setdefault(origin, []).append(destination)
        out_legs.setdefault(destination, [])
        balance[origin] = balance.get(origin, 0) + 1
        balance[destination] = balance.get(destination, 0) - 1
    starts = [a for a, b in balance.items() if b == 1]
    if any(abs(b) > 1 for b in balance.values()) or len(starts) > 1:
        return []
    start = starts[0] if starts else min(a for a in out_legs if out_legs[a])
    for destinations in out_legs.values():
        destinations.sort(reverse=True)  # pop() takes the smallest code first
    route: list[str] = []
    stack = [start]
    while stack:
        airport = stack[-1]
        if out_legs[airport]:
            stack.append(out_legs[airport].pop())
        else:
            route.append(stack.pop())
    route.reverse()
    return route
