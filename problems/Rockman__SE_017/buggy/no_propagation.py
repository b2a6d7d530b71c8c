# bug: only compares modification times, so a target is not rebuilt when one of its dependencies was rebuilt but has an old time
_NAME_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789._")


class _BuildError(Exception):
    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(kind, detail)
        self.kind = kind
        self.detail = detail


def _is_name(text: str) -> bool:
    return 1 <= len(text) <= 12 and all(c in _NAME_CHARS for c in text)


def _parse(rules: list[str]) -> dict[str, list[str]]:
    graph: dict[str, list[str]] = {}
    seen_at: dict[str, int] = {}
    duplicate = None
    for number, raw in enumerate(rules, start=1):
        line = raw.strip(" ")
        if line == "" or line.startswith("#"):
            continue
        if line.count(":") != 1:
            raise _BuildError("syntax", str(number))
        head, tail = line.split(":")
        target = head.strip(" ")
        deps = tail.split()
        if not _is_name(target) or not all(_is_name(d) for d in deps):
            raise _BuildError("syntax", str(number))
        if target in seen_at:
            if duplicate is None:
                duplicate = target
            continue
        seen_at[target] = number
        graph[target] = deps
    if duplicate is not None:
        raise _BuildError("duplicate", duplicate)
    return graph


def plan_build(rules: list[str], stamps: dict[str, int], goal: str) -> list[str]:
    try:
        graph = _parse(rules)
    except _BuildError as err:
        return ["ERROR", err.kind, err.detail]
    state: dict[str, int] = {}  # 1 = in progress, 2 = done
    rebuilt: set[str] = set()
    order: list[str] = []

    def visit(name: str) -> None:
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            raise _BuildError("cycle", name)
        if name not in graph:
            if name not in stamps:
                raise _BuildError("missing", name)
            state[name] = 2
            return
        state[name] = 1
        for dep in graph[name]:
            visit(dep)
        own = stamps.get(name)
        stale = own is None or any(
            stamps.get(dep, -1) > own for dep in graph[name])
        state[name] = 2
        if stale:
            rebuilt.add(name)
            order.append(name)

    try:
        visit(goal)
    except _BuildError as err:
        return ["ERROR", err.kind, err.detail]
    return order
