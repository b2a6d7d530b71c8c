import random
import string

_LEVELS = ["ERROR", "WARN", "INFO", "E2", "debug"]
_TEMPLATES = ["disk {n}% full", "user {w} login failed after {n} tries", "job {n} done in {n}ms",
              "cache miss for key{n}", "retry {n}/{n} for {w}", "socket closed", "order #{n} paid",
              "v{n}.{n}.{n} started", "queue depth {n}{n}", "room ５ booked", "slot ٣ free", ""]
_BAD = ["", "   ", "garbage", "12:00:00 ERROR", "12:00:00  ERROR disk 1% full",
        " 12:00:00 ERROR disk 1% full", "12:00:00\tERROR disk full", "ERROR"]
_FILES = ["app.log", "db.log", "a-b.log", "web/access.log", "web/2024/01.log", "z.log",
          "a/x.log", "b.log", "A.log"]
_OTHER = ["app.log.1", "notes.txt", "old.LOG", "web/readme.md"]


def _word(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(size))


def _message(rng: random.Random, words: list[str]) -> str:
    template = rng.choice(_TEMPLATES)
    while "{n}" in template:
        template = template.replace("{n}", str(rng.choice([0, 7, 42, 100, 2024, rng.randint(0, 99999)])), 1)
    return template.replace("{w}", rng.choice(words))


def _time(rng: random.Random) -> str:
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def _text(lines: list[str], rng: random.Random) -> str:
    text = "\n".join(lines)
    return text + "\n" if lines and rng.random() < 0.75 else text


def _small(rng: random.Random) -> dict:
    files = {}
    if rng.random() < 0.07:
        return {"logs.txt": "12:00:00 ERROR not in logs\n"} if rng.random() < 0.5 else {}
    words = [_word(rng, 3) for _ in range(3)]
    for name in rng.sample(_FILES, rng.randint(1, 5)):
        lines = []
        for _ in range(rng.randint(0, 15)):
            if rng.random() < 0.15:
                lines.append(rng.choice(_BAD))
            else:
                lines.append(f"{_time(rng)} {rng.choice(_LEVELS)} {_message(rng, words)}")
        files[f"logs/{name}"] = _text(lines, rng)
    for name in rng.sample(_OTHER, rng.randint(0, 2)):
        files[f"logs/{name}"] = "00:00:00 ERROR never counted\n"
    if rng.random() < 0.2:
        files["signatures.txt"] = "9 stale\n"
    return files


def _large(rng: random.Random) -> dict:
    # about 10800 distinct signatures: a lookup that scans the signatures seen so far is too slow
    used: list[str] = []
    files = {}
    for k in range(6):
        lines = []
        for _ in range(2000):
            if used and rng.random() < 0.1:
                body = rng.choice(used)
            else:
                body = f"{rng.choice(_LEVELS[:3])} auth fail {_word(rng, 5)} x{{n}}"
                used.append(body)
            lines.append(f"{_time(rng)} {body.replace('{n}', str(rng.randint(1, 99)))}")
        files[f"logs/node{k}/server.log"] = _text(lines, rng)
    return files


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        files = _large(rng) if split == "hidden" and i < 4 else _small(rng)
        cases.append({"files": files, "args": []})
    return cases
