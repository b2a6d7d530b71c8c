# bug: lets wildcard patterns starting with "+" or "#" match system topics
_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_")


def _plain_level(level: str, first: bool) -> bool:
    if first and level.startswith("$"):
        level = level[1:]
    return 1 <= len(level) <= 10 and all(c in _CHARS for c in level)


def _valid(text: str, wildcards: bool) -> bool:
    levels = text.split("/")
    for i, level in enumerate(levels):
        if wildcards and level == "+":
            continue
        if wildcards and level == "#" and i == len(levels) - 1:
            continue
        if not _plain_level(level, i == 0):
            return False
    return True


def _matches(pattern: list[str], topic: list[str]) -> bool:
    for i, level in enumerate(pattern):
        if level == "#":
            return True
        if i >= len(topic) or (level != "+" and level != topic[i]):
            return False
    return len(pattern) == len(topic)


class TopicRouter:
    def __init__(self) -> None:
        self._subs: dict[str, set[str]] = {}

    def subscribe(self, client: str, pattern: str) -> bool:
        if not _valid(pattern, True):
            return False
        mine = self._subs.setdefault(client, set())
        if pattern in mine:
            return False
        mine.add(pattern)
        return True

    def unsubscribe(self, client: str, pattern: str) -> bool:
        mine = self._subs.get(client)
        if not mine or pattern not in mine:
            return False
        mine.remove(pattern)
        return True

    def publish(self, topic: str) -> list[str]:
        if not _valid(topic, False):
            return []
        levels = topic.split("/")
        return sorted(client for client, mine in self._subs.items()
                      if any(_matches(p.split("/"), levels) for p in mine))

    def patterns(self, client: str) -> list[str]:
        return sorted(self._subs.get(client, ()))
