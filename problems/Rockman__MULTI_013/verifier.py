def _parse(text):
    machines = {}
    jobs = {}
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


def _makespan(machines, jobs, answer):
    """The makespan of a valid answer, or None when the answer is invalid."""
    if not isinstance(answer, dict) or set(answer) != set(jobs):
        return None
    load = {}
    for job, machine in answer.items():
        if not isinstance(machine, str) or machine not in machines:
            return None
        size, kind = jobs[job]
        if kind not in machines[machine][0]:
            return None
        load[machine] = load.get(machine, 0) + size
    return max((machines[m][2] + machines[m][1] * total for m, total in load.items()), default=0)


def verify(args, expected, actual, threshold):
    machines, jobs = _parse(args[0])
    mine = _makespan(machines, jobs, actual)
    reference = _makespan(machines, jobs, expected)
    if mine is None or reference is None:
        return False
    return mine <= threshold * reference + 1e-9
