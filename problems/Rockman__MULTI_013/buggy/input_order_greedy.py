# Too weak: places the jobs in input order on the machine where each would finish earliest, with no later improvement.
def assign_jobs(description: str) -> dict[str, str]:
    machines = {}
    order = []
    jobs = {}
    for raw in description.split("\n"):
        words = raw.split()
        if not words or words[0].startswith("#"):
            continue
        fields = dict(word.split("=", 1) for word in words[2:])
        if words[0] == "machine":
            machines[words[1]] = (set(fields["kinds"].split(",")), int(fields.get("slow", "1")),
                                  int(fields.get("ready", "0")))
        else:
            jobs[words[1]] = (int(fields["size"]), fields["kind"])
            order.append(words[1])
    load = {m: 0 for m in machines}
    answer = {}
    for job in order:
        size, kind = jobs[job]
        allowed = [m for m in sorted(machines) if kind in machines[m][0]]
        best = min(allowed, key=lambda m: machines[m][2] + machines[m][1] * (load[m] + size))
        answer[job] = best
        load[best] += size
    return answer
