import random

_WORDS = ["Elm", "Oak", "Pine", "Mill", "Quay", "Dock", "Park", "Hill", "Gate", "Ford", "Bay",
          "Cross", "Market", "Harbour", "North", "South", "East", "West", "Old_Town", "Station"]


def _stops(rng: random.Random, count: int) -> list[str]:
    names = set()
    while len(names) < count:
        r = rng.random()
        if r < 0.5:
            names.add(rng.choice(_WORDS) + rng.choice(["", "", "2", "_3", "s"]))
        elif r < 0.8:
            names.add("S" + str(rng.randint(1, 999)))
        elif r < 0.95:
            names.add(rng.choice(_WORDS).lower())
        else:
            names.add(rng.choice(["Central_Bus_Station1", "Z" * 20, "a_very_long_stop_nm9"]))
    return sorted(names)


def _clock(m: int) -> str:
    return f"{m // 60:02d}:{m % 60:02d}"


def _gap(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  "])


def _sep(rng: random.Random) -> str:
    return rng.choice([" > ", " > ", ">", " >", ">  ", "  >  "])


def _write(rng: random.Random, calls: list[tuple[str, int]]) -> str:
    body = _sep(rng).join(stop + _gap(rng) + _clock(t) for stop, t in calls)
    return rng.choice(["", "", " ", "  "]) + body + rng.choice(["", "", " "])


def _network(rng: random.Random, n_stops: int, n_routes: int, trips_per_route: int,
             max_len: int, span: tuple[int, int]) -> list[list[tuple[str, int]]]:
    stops = _stops(rng, n_stops)
    trips = []
    for _ in range(n_routes):
        length = rng.randint(2, max(2, min(max_len, n_stops + 2)))
        route = [rng.choice(stops)]
        while len(route) < length:
            nxt = rng.choice(stops)
            if nxt != route[-1] or rng.random() < 0.05:
                route.append(nxt)
        hops = [rng.randint(1, 12) for _ in range(length - 1)]
        for back in (False, True):
            if back and rng.random() < 0.4:
                continue
            seq = route[::-1] if back else route
            hop = hops[::-1] if back else hops
            for _ in range(trips_per_route):
                t = rng.randint(span[0], span[1])
                calls = [(seq[0], t)]
                for stop, h in zip(seq[1:], hop):
                    t += h + (rng.randint(0, 2) if rng.random() < 0.3 else 0)
                    calls.append((stop, t))
                if t <= 23 * 60 + 59:
                    trips.append(calls)
    rng.shuffle(trips)
    return trips


def _malformed(rng: random.Random, trip: list[tuple[str, int]]) -> str:
    calls = list(trip)
    kind = rng.randrange(9)
    i = rng.randrange(len(calls))
    stop, t = calls[i]
    if kind == 0:  # single call
        return _write(rng, calls[:1])
    if kind == 1:  # equal times on consecutive calls
        if len(calls) >= 2:
            j = rng.randrange(1, len(calls))
            calls[j] = (calls[j][0], calls[j - 1][1])
        return _write(rng, calls)
    if kind == 2:  # decreasing time
        return _write(rng, calls[::-1]) if len(calls) >= 2 else _write(rng, calls[:1])
    if kind == 3:  # one-digit hour
        text = _write(rng, calls)
        return text.replace(_clock(t), f"{t // 60}:{t % 60:02d}", 1) if t < 600 else text.replace(_clock(t), _clock(t)[:-1], 1)
    if kind == 4:  # impossible time
        return _write(rng, calls[:i]) + (_sep(rng) if i else "") + stop + " " + rng.choice(["24:00", "12:60", "99:10"])
    if kind == 5:  # tab between stop and time
        return _write(rng, calls).replace(" " + _clock(t), "\t" + _clock(t), 1) if " " + _clock(t) in _write(rng, calls) else stop + "\t" + _clock(t) + " > " + stop + " 23:59"
    if kind == 6:  # empty call
        return _write(rng, calls) + rng.choice([" >", " > ", ">"])
    if kind == 7:  # bad stop name
        calls[i] = (rng.choice([stop + rng.choice(["-x", "!", ".", "é"]), "Central_Bus_Station12"]), t)
        return _write(rng, calls)
    return _write(rng, calls[:i]) + (_sep(rng) if i else "") + stop + " " + _clock(t) + " extra"


def _timetable(rng, trips, bad_rate, noise) -> str:
    lines = []
    for trip in trips:
        if rng.random() < bad_rate:
            lines.append(_malformed(rng, trip))
        else:
            lines.append(_write(rng, trip))
    if noise:
        for _ in range(rng.randint(1, 4)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(["", "   ", "# weekday service", "  # Elm 08:00 > Oak 08:10", "#"]))
    return "\n".join(lines) + rng.choice(["", "\n"])


def _query(rng: random.Random, trips, timetable: str, unknown: bool) -> list:
    stops = sorted({s for trip in trips for s, _ in trip}) or ["Elm"]
    origin = rng.choice(stops)
    destination = rng.choice(stops)
    if unknown:
        if rng.random() < 0.5:
            origin = "Nowhere"
        else:
            destination = "Nowhere"
    times = [t for trip in trips for s, t in trip if s == origin]
    if times and rng.random() < 0.7:
        start = max(0, rng.choice(times) - rng.randint(0, 30))
    else:
        start = rng.randint(0, 23 * 60 + 59)
    change = rng.choice([0, 0, 1, 2, 3, 5, 5, 8, 10, 15, rng.randint(0, 120)])
    return [timetable, origin, _clock(start), destination, change]


def _shortcut(rng: random.Random, origin: str, destination: str, dep: int) -> str:
    """A malformed line that would reach destination very early if it were accepted."""
    arr = dep + rng.randint(1, 3)
    mid = rng.choice(["Elm", "S1", "mid"])
    kind = rng.randrange(7)
    if kind == 6:  # minutes above 59 or hours above 23
        late = arr + 60 - arr % 60 + rng.randint(0, 5)
        late_text = f"{late // 60 - 1:02d}:{60 + late % 60}" if late < 1440 else "24:00"
        return f"{origin} {_clock(dep)} > {destination} {late_text}"
    if kind == 0:
        return f"{origin} {_clock(dep)} > {mid} {_clock(dep)} > {destination} {_clock(arr)}"
    if kind == 1 and arr < 600:
        return f"{origin} {dep // 60}:{dep % 60:02d} > {destination} {_clock(arr)}"
    if kind == 2:
        return f"{origin} {_clock(dep)} > {destination} {_clock(arr)} >"
    if kind == 3:
        return f"{origin}\t{_clock(dep)} > {destination} {_clock(arr)}"
    if kind == 4:
        return f"{origin} {_clock(dep)} > {destination} {_clock(arr)} > {mid} {_clock(arr)}"
    bad = rng.choice([destination + "-x", "Central_Bus_Station12"])
    return f"{origin} {_clock(dep)} > {bad} {_clock(arr)} > {destination} {_clock(arr + 1)}"


def _transfer_trap(rng: random.Random, origin: str, destination: str, start: int, change: int) -> list[str]:
    """Trips around one transfer that is allowed exactly at the change time."""
    hub = rng.choice(["Hub", "X9", "Cross_1"])
    t1 = start + rng.randint(1, 20)
    t2 = t1 + change
    lines = [f"{origin} {_clock(rng.randint(start, t1 - 1))} > {hub} {_clock(t1)}"]
    lines.append(f"{hub} {_clock(t2)} > {destination} {_clock(t2 + rng.randint(5, 9))}")
    if change > 0:
        lines.append(f"{hub} {_clock(t2 - 1)} > {destination} {_clock(t2 + rng.randint(1, 4))}")
    lines.append(f"{origin} {_clock(t1)} > {hub} {_clock(t2)} > {destination} {_clock(t2 + 30)}")
    return lines


def _case(rng: random.Random, kind: str) -> list:
    if kind in ("trap", "transfer_trap"):
        trips = _network(rng, rng.randint(4, 12), rng.randint(2, 10), rng.randint(1, 4), 7, (300, 1300))
        q = _query(rng, trips, "", False)
        if q[1] == q[3]:
            q[3] = "Far"
        start = rng.randint(5 * 60, 9 * 60 + 30)
        q[2] = _clock(start)
        lines = _timetable(rng, trips, 0.1, True).split("\n")
        if kind == "trap":
            extra = [_shortcut(rng, q[1], q[3], start + rng.randint(0, 20)) for _ in range(rng.randint(1, 2))]
        else:
            q[4] = rng.choice([1, 2, 3, 5, 10, 15, 40])
            extra = _transfer_trap(rng, q[1], q[3], start, q[4])
        for line in extra:
            lines.insert(rng.randint(0, len(lines)), line)
        q[0] = "\n".join(lines)
        return q
    if kind == "same":
        trips = _network(rng, 5, 2, 2, 4, (300, 1200))
        q = _query(rng, trips, _timetable(rng, trips, 0.1, True), False)
        q[3] = q[1] if rng.random() < 0.7 else "Nowhere"
        if q[3] == "Nowhere":
            q[1] = "Nowhere"
        return q
    if kind == "empty":
        return [rng.choice(["", "\n", "# nothing runs today", "  \n# x\n"]), "Elm", "08:00",
                rng.choice(["Oak", "Elm"]), rng.randint(0, 10)]
    if kind == "stay_on":
        # a long loop trip and large change times: staying on board is the only way
        trips = _network(rng, 8, 4, 3, 10, (300, 900))
        q = _query(rng, trips, _timetable(rng, trips, 0.0, False), False)
        q[4] = rng.randint(30, 120)
        return q
    if kind == "tight":
        # transfers exactly at the change time
        trips = _network(rng, 6, 6, 6, 5, (420, 480))
        q = _query(rng, trips, _timetable(rng, trips, 0.0, False), False)
        q[4] = rng.choice([0, 1, 2, 3])
        return q
    if kind == "malformed":
        trips = _network(rng, rng.randint(4, 10), rng.randint(3, 8), rng.randint(1, 4), 7, (300, 1300))
        return _query(rng, trips, _timetable(rng, trips, 0.5, True), False)
    if kind == "unknown":
        trips = _network(rng, 6, 4, 2, 5, (300, 1300))
        return _query(rng, trips, _timetable(rng, trips, 0.1, True), True)
    if kind == "large":
        trips = _network(rng, rng.randint(150, 300), rng.randint(250, 400), rng.randint(3, 5), 14, (240, 1320))
        return _query(rng, trips[:3000], _timetable(rng, trips[:3000], 0.05, True), False)
    trips = _network(rng, rng.randint(3, 30), rng.randint(2, 30), rng.randint(1, 6), 10, (300, 1320))
    return _query(rng, trips, _timetable(rng, trips, rng.choice([0.0, 0.1, 0.3]), rng.random() < 0.5), False)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "stay_on", "trap", "transfer_trap", "tight", "malformed", "large", "same",
             "unknown", "empty", "trap", "transfer_trap"]
    weighted = ["random"] * 4 + ["stay_on", "tight", "malformed", "unknown", "same", "large"] + \
        ["trap", "transfer_trap"] * 3
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
