"""Solutions of Leak/SEAL_001 for tests/integration/test_leakage.py: honest, failing, and
hostile ones that try to get a private or hidden input out of the sandbox.

Public inputs start with "PUB"; a hostile solution answers those correctly (so its run gets as
far as the release of the secret inputs) and attacks on every other input.
"""

from __future__ import annotations

CORRECT = """
def seal(word, n):
    return f"{word[::-1]}:{n * 3}"
"""

WRONG = """
def seal(word, n):
    return f"{word}:{n * 3}"
"""

CRASH = """
def seal(word, n):
    return str(1 // 0)
"""

# Shared prelude of the hostile solutions: honest on public inputs.
_PUBLIC = """
import os, sys, time

def honest(word, n):
    return f"{word[::-1]}:{n * 3}"
"""

HOSTILE = {
    # the secret input as the returned value (the "actual" of a hidden case)
    "echo": """
def seal(word, n):
    return f"{word}{n}"
""",
    "raise_input": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    raise ValueError(f"exfil {word} {n} {word[::-1]}:{n * 3}")
""",
    "print_input": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    text = f"exfil {word} {n}\\n"
    print(text); print(text, file=sys.stderr)
    sys.__stdout__.write(text); sys.__stderr__.write(text)
    sys.__stdout__.flush(); sys.__stderr__.flush()
    for fd in (1, 2):
        try:
            os.write(fd, text.encode())
        except OSError:
            pass
    return text
""",
    "exit_code": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    sys.stdout.flush(); sys.stderr.write(f"exfil {word} {n}\\n"); sys.stderr.flush()
    os._exit(n % 256 or 1)
""",
    "sys_exit_message": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    sys.exit(f"exfil {word} {n}")
""",
    "sleep": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    time.sleep((n % 7) / 20)
    return honest(word, n)
""",
    "files": _PUBLIC
    + """
def _try(f, *a):
    try:
        f(*a)
    except Exception:
        pass

def _write(path, text):
    with open(path, "w") as fh:
        fh.write(text)

def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    text = f"exfil {word} {n}"
    places = {os.getcwd(), "/tmp", "/var/tmp", "/dev/shm", os.path.expanduser("~"),
              os.environ.get("TMPDIR", "/tmp"), os.path.dirname(os.path.abspath(__file__))}
    for place in places:
        _try(os.mkdir, os.path.join(place, f"dir-{word}-{n}"))
        _try(_write, os.path.join(place, f"file-{word}-{n}"), text)
        _try(_write, os.path.join(place, "exfil.txt"), text)
    for root in ("/tmp", "/var/tmp", "/dev/shm", os.getcwd(), "/"):
        for dirpath, dirnames, filenames in os.walk(root):
            if dirpath.count(os.sep) > 3:
                dirnames[:] = []
            for name in filenames[:20]:
                _try(_write, os.path.join(dirpath, name) + f".{word}", text)
            break
    raise FileNotFoundError(f"{os.getcwd()}/file-{word}-{n}")
""",
    "dump": _PUBLIC
    + """
def _read(path):
    try:
        with open(path, "rb") as fh:
            return fh.read(4096).decode("utf-8", "replace")
    except Exception as exc:
        return repr(exc)

def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    frames, frame = [], sys._getframe()
    while frame is not None:
        frames.append(repr(frame.f_locals)[:4000])
        frame = frame.f_back
    proc = {p: _read("/proc/self/" + p) for p in ("cmdline", "environ", "status", "maps")}
    listing = {d: (os.listdir(d) if os.path.isdir(d) else None) for d in (os.getcwd(), "/tmp")}
    text = f"exfil {word} {n} {dict(os.environ)} {proc} {listing} {frames}"
    print(text); print(text, file=sys.stderr)
    raise RuntimeError(text[:20000])
""",
    "memory": _PUBLIC
    + """
def seal(word, n):
    if word.startswith("PUB"):
        return honest(word, n)
    hold = bytearray((n % 50) * 1024 * 1024)
    return honest(word, n) + str(len(hold) % 2)
""",
}

# Passes every case; on secret inputs only, it sleeps and holds memory (a covert channel probe).
HEAVY_AFTER_RELEASE = (
    _PUBLIC
    + """
HOLD = []

def seal(word, n):
    if not word.startswith("PUB") and not HOLD:
        HOLD.append(bytearray(120 * 1024 * 1024))
        time.sleep(2.0)
    return honest(word, n)
"""
)

# Run later, in a fresh run: reads back whatever an earlier hostile run left in writable places
# and reports it on a PUBLIC case, whose error text the reader does see (the positive control).
COLLECTOR = """
import os

def _read(path):
    try:
        with open(path, "rb") as fh:
            return fh.read(2000).decode("utf-8", "replace")
    except Exception as exc:
        return type(exc).__name__

def seal(word, n):
    names, contents = [], []
    places = {os.getcwd(), "/tmp", "/var/tmp", "/dev/shm", os.path.expanduser("~"),
              os.environ.get("TMPDIR", "/tmp")}
    for place in sorted(places):
        try:
            listed = sorted(os.listdir(place))
        except OSError:
            continue
        names.append(f"{place}: {listed[:50]}")
        for name in listed[:50]:
            if name not in ("harness.py", "solution.py"):
                contents.append(f"{name}={_read(os.path.join(place, name))[:200]}")
    # The public feedback keeps about 1000 characters: names first, then contents.
    raise RuntimeError("COLLECTOR-RAN-qwzx " + " | ".join(names + contents)[:900])
"""

CPP_CORRECT = """
#include <algorithm>
#include <string>
std::string seal(const std::string& word, long long n) {
    std::string r(word.rbegin(), word.rend());
    return r + ":" + std::to_string(n * 3);
}
"""

CPP_HOSTILE = """
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <iostream>
std::string seal(const std::string& word, long long n) {
    std::string r(word.rbegin(), word.rend());
    if (word.rfind("PUB", 0) == 0) return r + ":" + std::to_string(n * 3);
    std::string text = "exfil " + word + " " + std::to_string(n);
    std::cout << text << std::endl;
    std::cerr << text << std::endl;
    FILE* f = std::fopen(("/tmp/file-" + word).c_str(), "w");
    if (f) { std::fputs(text.c_str(), f); std::fclose(f); }
    if (n % 3 == 0) std::exit(static_cast<int>(n % 256));
    if (n % 3 == 1) throw std::runtime_error(text);
    return text;
}
"""
