def _minutes(text):
    # minute of the day, or None when text is not a valid HH:MM time
    if len(text) != 5 or text[2] != ":" or not (text[:2] + text[3:]).isdigit():
        return None
    if not text.isascii():
        return None
    hours, minutes = int(text[:2]), int(text[3:])
    if hours > 23 or minutes > 59:
        return None
    return 60 * hours + minutes


def _is_stop(name: str) -> bool:
    return 1 <= len(name) <= 20 and all(ch.isascii() and (ch.isalnum() or ch == "_") for ch in name)


def _parse_trip(line):
    # the calls [(stop, minute), ...] of a well-formed line, or None when it is malformed
    calls = []
    for part in line.split(">"):
        words = part.strip(" ").split(" ")
        # a single word cannot be both a stop name and a time (":" is not a name character)
        stop, time = words[0], _minutes(words[-1])
        if any(words[1:-1]) or not _is_stop(stop) or time is None:
            return None
        if calls and time <= calls[-1][1]:
            return None
        calls.append((stop, time))
    return calls  # a single call gives no ride, so it needs no special case


def earliest_arrival(timetable: str, origin: str, start: str, destination: str, change: int) -> str:
    begin = _minutes(start)
    if origin == destination:
        return start
    connections = []  # (departure, arrival, trip, from stop, to stop)
    for trip, line in enumerate(timetable.split("\n")):
        # blank lines and comments never parse as trips ("#" is not a stop name character)
        calls = _parse_trip(line)
        if calls is None:
            continue
        for (a, dep), (b, arr) in zip(calls, calls[1:]):
            connections.append((dep, arr, trip, a, b))
    connections.sort()
    arrival: dict[str, int] = {}
    boarded: set[int] = set()
    best = None
    for dep, arr, trip, a, b in connections:
        if trip not in boarded:
            here = a == origin and begin <= dep
            if not here and (a not in arrival or arrival[a] + change > dep):
                continue
            boarded.add(trip)
        arrival[b] = min(arrival.get(b, arr), arr)
        if b == destination:
            best = arr if best is None else min(best, arr)
    if best is None:
        return "unreachable"
    return f"{best // 60:02d}:{best % 60:02d}"
