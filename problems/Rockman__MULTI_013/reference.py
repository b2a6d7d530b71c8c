def _parse(text):
    machines = {}  # name -> (kinds, slow, ready)
    jobs = {}  # name -> (size, kind)
    for raw in text.split("\n"):
        line = raw.strip(" \t")
        if not line or line.startswith("#"):
            continue
        words = line.split()
        fields = dict(word.split("=", 1) for word in words[2:])
        if words[0] == "machine":
            kinds = set(fields["kinds"].split(","))
            machines[words[1]] = (kinds, int(fields.get("slow", "1")), int(fields.get("ready", "0")))
        else:
            jobs[words[1]] = (int(fields["size"]), fields["kind"])
    return machines, jobs


def _finish(ready, slow, load):
    return ready + slow * load


def assign_jobs(description: str) -> dict[str, str]:
    machines, jobs = _parse(description)
    if not jobs:
        return {}
    names = sorted(machines)
    slow = {m: machines[m][1] for m in names}
    ready = {m: machines[m][2] for m in names}
    eligible = {j: [m for m in names if jobs[j][1] in machines[m][0]] for j in jobs}
    load = {m: 0 for m in names}
    members = {m: set() for m in names}
    where = {}
    # longest jobs first, each to the machine where it would finish earliest
    for j in sorted(jobs, key=lambda j: (-jobs[j][0], j)):
        size = jobs[j][0]
        best = min(eligible[j], key=lambda m: (_finish(ready[m], slow[m], load[m] + size), m))
        where[j] = best
        load[best] += size
        members[best].add(j)

    def finish(m):
        return _finish(ready[m], slow[m], load[m])

    # local search: move or swap jobs away from the machine that finishes last. Every step
    # lowers that machine's finish and keeps the other changed machine below the old span, so
    # the sorted list of finishing times decreases and the search ends.
    while True:
        top = max((m for m in names if members[m]), key=finish)
        span = finish(top)
        improved = False
        for j in sorted(members[top], key=lambda j: (-jobs[j][0], j)):
            size = jobs[j][0]
            for m in eligible[j]:
                if m != top and _finish(ready[m], slow[m], load[m] + size) < span:
                    where[j] = m
                    load[top] -= size
                    load[m] += size
                    members[top].discard(j)
                    members[m].add(j)
                    improved = True
                    break
            if improved:
                break
            for m in eligible[j]:
                if m == top:
                    continue
                for k in sorted(members[m]):
                    other = jobs[k][0]
                    if other >= size or top not in eligible[k]:
                        continue
                    delta = size - other
                    if (_finish(ready[m], slow[m], load[m] + delta) < span
                            and _finish(ready[top], slow[top], load[top] - delta) < span):
                        where[j], where[k] = m, top
                        load[top] -= delta
                        load[m] += delta
                        members[top].discard(j)
                        members[top].add(k)
                        members[m].discard(k)
                        members[m].add(j)
                        improved = True
                        break
                if improved:
                    break
            if improved:
                break
        if not improved:
            break
    return where
