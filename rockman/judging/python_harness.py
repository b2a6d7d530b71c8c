"""The driver that runs a Python submission inside the sandbox. Standard library only.

Stdin carries two JSON lines. The first (the nonce, the interface, the public cases' inputs) is
there from the start; the harness loads the solution, runs the public cases and prints
``public_done``. Only then does the sandbox's owner write the second line (the private and hidden
inputs), so nothing the solution reports during the public part can contain a secret input.
Expected values never enter the sandbox: the harness prints the actual values and trusted
executor code compares. Every protocol line is ``\\n<nonce> <json>\\n`` on the original stdout;
anything else the solution prints is ignored. The trusted builder also imports ``from_json``
and ``to_json`` from here, so both sides convert values the same way.

Assert-style suites (``script`` cases, e.g. HumanEval's ``check(candidate)``) are judged by the
test code itself, so they run isolated (``run(..., isolate=True)``): before anything is read
from stdin, the harness forks the solution's process, which loads the solution and answers calls
over a pair of pipes with values in a type-tagged JSON (``_encode``/``_decode``). The harness
stays the tester: it reads the nonce and the tests, runs them with every function of the
solution replaced by a proxy that calls across that boundary, and alone writes the protocol.
The solution's process never holds the nonce or a test; it cannot read, patch or trace the
tester (the tester is not dumpable, so /proc/PID/mem and ptrace are refused and hidepid hides
it; it enters a user namespace of its own); and what crosses back is plain data: an object
whose ``__eq__`` always says yes arrives as the list, number or string it converts to. What it
prints on stdout is ignored (no nonce), and the tester imports nothing from the work folder.
Data-driven cases run isolated too, in batches (public, then secret) executed in the
solution's process; the tester checks the events' shape and alone writes them.
"""

from __future__ import annotations

import builtins
import json
import os
import struct
import sys
from typing import Any, Protocol


def from_json(desc: Any, value: Any) -> Any:
    """Convert a JSON value to the native Python value of the declared type descriptor."""
    if value is None:
        return None
    if isinstance(desc, str):
        if desc == "float" and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        return value
    kind = desc[0]
    if kind == "list":
        return [from_json(desc[1], v) for v in value]
    if kind == "tuple":
        return tuple(from_json(d, v) for d, v in zip(desc[1:], value, strict=True))
    if kind == "optional":
        return from_json(desc[1], value)
    if kind == "dict":
        key_desc = desc[1]
        out = {}
        for k, v in value.items():
            key = k if key_desc == "str" else from_json(key_desc, json.loads(k))
            out[key] = from_json(desc[2], v)
        return out
    return value


def to_json(value: Any) -> Any:
    """Convert a native value to JSON: tuples and sets become arrays, non-string keys JSON text."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return {"__float__": repr(value)}
        return value
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, (set, frozenset)):
        items = [to_json(v) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, dict):
        return {
            (k if isinstance(k, str) else json.dumps(to_json(k), sort_keys=True)): to_json(v)
            for k, v in value.items()
        }
    raise TypeError(f"cannot convert a value of type {type(value).__name__} to JSON")


def _native(descs: list, values: list) -> list:
    """Arguments converted to native values by their declared types."""
    return [from_json(d, v) for d, v in zip(descs, values, strict=True)]


class _Emits(Protocol):
    def emit(self, **event: Any) -> None: ...


class _Channel:
    """Writes protocol lines to the stdout the harness started with."""

    def __init__(self, nonce: str) -> None:
        self.fd = os.dup(1)
        self.nonce = nonce

    def emit(self, **event: Any) -> None:
        line = "\n" + self.nonce + " " + json.dumps(event, separators=(",", ":")) + "\n"
        data = line.encode("utf-8", "replace")
        while data:
            written = os.write(self.fd, data)
            data = data[written:]


def _describe(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) <= 500 else text[:500] + "..."


def _run_call(ns: dict, job: dict, out: _Emits) -> None:
    fn = ns.get(job["entry_point"])
    if not callable(fn):
        out.emit(
            event="load_error",
            error_type="NameError",
            message=f"the solution does not define {job['entry_point']!r}",
        )
        return
    params = job["params"]
    fixtures = job.get("fixtures")
    for i, args in enumerate(job["cases"]):
        try:
            if fixtures is not None:
                _write_files(fixtures[i])
            value = to_json(fn(*_native(params, args)))
        except BaseException as exc:  # the solution's failure is data, not ours
            out.emit(event="case", i=i, error=_describe(exc), error_type=type(exc).__name__)
            continue
        if fixtures is None:
            out.emit(event="case", i=i, value=value)
        else:
            out.emit(event="case", i=i, value=value, files=_read_files(fixtures[i]["collect"]))


def _write_files(fixture: dict) -> None:
    """A file_io case's root folder and input files (paths relative to the work folder)."""
    os.makedirs(fixture["root"], exist_ok=True)
    for path, text in fixture["files"].items():
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        with open(path, "wb") as f:
            f.write(text.encode("utf-8"))


def _read_files(paths: list) -> list:
    """The text at each path after the call; None where there is none (or it is not UTF-8)."""
    texts: list = []
    for path in paths:
        try:
            with open(path, "rb") as f:
                texts.append(f.read().decode("utf-8"))
        except (OSError, UnicodeDecodeError):
            texts.append(None)
    return texts


def _run_operations(ns: dict, job: dict, out: _Emits) -> None:
    cls = ns.get(job["entry_point"])
    if not callable(cls):
        out.emit(
            event="load_error",
            error_type="NameError",
            message=f"the solution does not define {job['entry_point']!r}",
        )
        return
    methods = job["methods"]
    for i, case in enumerate(job["cases"]):
        values = []
        try:
            obj = cls(*_native(job["constructor"], case["init"]))
            for name, args in case["ops"]:
                params = methods.get(name)
                if params is None:
                    raise AttributeError(f"unknown method {name!r}")
                method = getattr(obj, name)
                values.append(to_json(method(*_native(params, args))))
        except BaseException as exc:
            out.emit(
                event="case",
                i=i,
                error=_describe(exc),
                error_type=type(exc).__name__,
                partial=values,
            )
            continue
        out.emit(event="case", i=i, value=values)


def _run_script(ns: dict, job: dict, out: _Emits) -> None:
    for i, case in enumerate(job["cases"]):
        try:
            exec(compile(case["code"], "test.py", "exec"), ns)
            if case.get("entry_point"):
                ns["check"](ns[case["entry_point"]])
        except BaseException as exc:
            out.emit(event="case", i=i, error=_describe(exc), error_type=type(exc).__name__)
            continue
        out.emit(event="case", i=i, value=True)


# -- the isolated tester: the solution in a process of its own ----------------------------------

MAX_DEPTH = 200  # nesting of a value crossing the boundary
MAX_FRAME = 64 * 1024 * 1024  # one call's request or reply
_FRAME = struct.Struct("!I")
_BUILTIN_ERRORS = {
    name: value
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, Exception)
}


class BoundaryError(Exception):
    """A value or a message could not cross between the tester and the solution."""


def _encode(value: Any, depth: int = 0) -> Any:
    """A value as type-tagged JSON: builtins become their plain type (so no method of the
    solution's own classes runs on the tester's side); anything else is refused."""
    import numbers

    if depth > MAX_DEPTH:
        raise BoundaryError(f"a value nested deeper than {MAX_DEPTH} levels")
    if value is None or isinstance(value, bool):
        return None if value is None else bool(value)
    if isinstance(value, int):
        number = int(value)
        return number if -(2**53) < number < 2**53 else {"i": hex(number)}
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str.__str__(value)  # an exact str, whatever the subclass overrides
    if isinstance(value, list):
        return [_encode(v, depth + 1) for v in list.__iter__(value)]
    if isinstance(value, tuple):
        return {"t": [_encode(v, depth + 1) for v in tuple.__iter__(value)]}
    if isinstance(value, frozenset):
        return {"fs": [_encode(v, depth + 1) for v in frozenset.__iter__(value)]}
    if isinstance(value, set):
        return {"s": [_encode(v, depth + 1) for v in set.__iter__(value)]}
    if isinstance(value, dict):
        return {"d": [[_encode(k, depth + 1), _encode(v, depth + 1)] for k, v in dict.items(value)]}
    if isinstance(value, bytearray):
        return {"ba": bytes(value).hex()}
    if isinstance(value, bytes):
        return {"b": bytes(value).hex()}
    if isinstance(value, complex):
        return {"c": [float(value.real), float(value.imag)]}
    if isinstance(value, numbers.Integral):
        return _encode(int(value), depth)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, numbers.Complex):
        return {"c": [float(value.real), float(value.imag)]}
    raise BoundaryError(f"a value of type {type(value).__name__} cannot be compared by the tests")


def _decode(data: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise BoundaryError(f"a value nested deeper than {MAX_DEPTH} levels")
    if isinstance(data, list):
        return [_decode(v, depth + 1) for v in data]
    if not isinstance(data, dict):
        return data
    if len(data) != 1:
        raise BoundaryError("a malformed value")
    ((tag, body),) = data.items()
    items = body if isinstance(body, list) else []
    if tag == "i":
        return int(body, 16)
    if tag == "t":
        return tuple(_decode(v, depth + 1) for v in items)
    if tag == "s":
        return {_decode(v, depth + 1) for v in items}
    if tag == "fs":
        return frozenset(_decode(v, depth + 1) for v in items)
    if tag == "d":
        return {_decode(k, depth + 1): _decode(v, depth + 1) for k, v in items}
    if tag == "b":
        return bytes.fromhex(body)
    if tag == "ba":
        return bytearray.fromhex(body)
    if tag == "c":
        return complex(items[0], items[1])
    raise BoundaryError(f"a value with an unknown tag {tag!r}")


def _send(fd: int, message: Any) -> None:
    data = json.dumps(message, separators=(",", ":")).encode("utf-8", "surrogatepass")
    if len(data) > MAX_FRAME:
        raise BoundaryError(f"a message of {len(data)} bytes, over {MAX_FRAME}")
    data = _FRAME.pack(len(data)) + data
    while data:
        data = data[os.write(fd, data) :]


def _read_exact(fd: int, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = os.read(fd, size - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


def _receive(fd: int) -> Any:
    (size,) = _FRAME.unpack(_read_exact(fd, _FRAME.size))
    if size > MAX_FRAME:
        raise BoundaryError(f"a message of {size} bytes, over {MAX_FRAME}")
    return json.loads(_read_exact(fd, size).decode("utf-8", "surrogatepass"))


def _unshare_user() -> None:
    """A user namespace of its own for the solution's process: no capability over the
    tester's namespaces (best effort: the subprocess backend may not allow it)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.unshare(ctypes.c_int(0x10000000))  # CLONE_NEWUSER
    except Exception:
        pass


def _not_dumpable() -> None:
    """No process of the tester's uid may ptrace it or read its /proc files (nor see it under
    hidepid); its own /proc/self stays readable."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(ctypes.c_int(4), ctypes.c_ulong(0), 0, 0, 0)  # PR_SET_DUMPABLE, 0
    except Exception:
        pass


def _candidate(source: str, calls: int, replies: int) -> None:
    """The solution's process: load the solution, say which functions it defines, then answer
    calls until the tester closes the pipe. Never returns."""
    code = 0
    try:
        # Its stdin is empty; its stdout is the run's, as an in-process solution's was (what
        # it prints counts against the output limit), and anything it prints there is ignored:
        # it never holds the nonce that protocol lines need. The tester writes only while this
        # process waits for its next call.
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        _unshare_user()
        sys.argv = ["solution.py"]
        ns: dict = {"__name__": "solution"}
        try:
            compiled = compile(source, "solution.py", "exec")
        except (SyntaxError, ValueError) as exc:
            _send(replies, {"event": "compile_error", "message": _describe(exc)})
            os._exit(0)
        try:
            exec(compiled, ns)
        except BaseException as exc:
            error = {"event": "load_error", "message": _describe(exc)}
            _send(replies, {**error, "error_type": type(exc).__name__})
            os._exit(0)
        names = [k for k, v in list(ns.items()) if callable(v) and not k.startswith("__")]
        _send(replies, {"event": "loaded", "names": names})
        while True:
            try:
                request = _receive(calls)
            except EOFError:
                break
            _send(replies, _answer(ns, request))
    except BaseException:
        code = 1
    os._exit(code)


class _Collector:
    """Stands in for the protocol channel in the solution's process: events go back to the
    tester, which alone writes the protocol."""

    def __init__(self) -> None:
        self.events: list[dict] = []

    def emit(self, **event: Any) -> None:
        self.events.append(event)


def _answer(ns: dict, request: dict) -> dict:
    """One call of the solution's function, and its arguments after the call (a function may
    change the lists it was given); or a batch of data-driven cases run here, their events
    (values already plain JSON) returned for the tester to check and write."""
    if "batch" in request:
        collector = _Collector()
        try:
            job = request["batch"]
            {"call": _run_call, "operations": _run_operations}[job["mode"]](ns, job, collector)
        except BaseException as exc:
            collector.emit(event="load_error", message=_describe(exc), error_type="HarnessError")
        return {"ok": True, "events": collector.events}
    try:
        args = _decode(request["args"])
        kwargs = _decode(request["kwargs"])
        value = ns[request["name"]](*args, **kwargs)
        return {"ok": True, "value": _encode(value), "args": _encode(args)}
    except BaseException as exc:
        return {"ok": False, "type": type(exc).__name__, "message": _describe(exc)}


class _Proxy:
    """A function of the solution, called across the boundary from the tester."""

    def __init__(self, name: str, link: _Link) -> None:
        self.__name__ = self.__qualname__ = name
        self._link = link

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        reply = self._link.call(self.__name__, args, kwargs)
        if not reply.get("ok"):
            kind = _BUILTIN_ERRORS.get(str(reply.get("type")), RuntimeError)
            raise kind(str(reply.get("message", "the solution failed")))
        for given, after in zip(args, _decode(reply.get("args", [])), strict=False):
            _copy_back(given, after)
        return _decode(reply.get("value"))


def _copy_back(given: Any, after: Any) -> None:
    """What the solution did to a mutable argument, done to the tester's object too."""
    if type(given) is not type(after):
        return
    if isinstance(given, (list, bytearray)):
        given[:] = after
    elif isinstance(given, (dict, set)):
        given.clear()
        given.update(after)


class _Link:
    """The tester's end of the pipes to the solution's process."""

    def __init__(self, pid: int, calls: int, replies: int) -> None:
        self.pid, self.calls, self.replies = pid, calls, replies
        self.gone = False

    def _ended(self) -> None:
        """The solution's process is gone: reap it (its CPU time is then this process's
        children's, as the subprocess backend counts), and if a signal killed it (a CPU limit,
        a crash), end this process by the same signal, as the run ended when the solution ran
        in it."""
        self.gone = True
        try:
            _, status = os.waitpid(self.pid, 0)
        except ChildProcessError:
            return
        if os.WIFSIGNALED(status):
            signum = os.WTERMSIG(status)
            sys.stdout.flush()
            os.kill(os.getpid(), signum)

    def hello(self) -> dict:
        try:
            return _receive(self.replies)
        except (EOFError, OSError, ValueError, BoundaryError):
            self._ended()
            return {"event": "load_error", "message": "the solution's process ended",
                    "error_type": "SystemExit"}  # fmt: skip

    def batch(self, job: dict) -> list:
        """Data-driven cases run in the solution's process: their events (unchecked)."""
        if self.gone:
            return []
        try:
            _send(self.calls, {"batch": job})
            reply = _receive(self.replies)
        except (EOFError, OSError, ValueError):
            self._ended()
            return []
        events = reply.get("events") if isinstance(reply, dict) else None
        return events if isinstance(events, list) else []

    def call(self, name: str, args: tuple, kwargs: dict) -> dict:
        if self.gone:
            raise RuntimeError("the solution's process has ended")
        request = {"name": name, "args": _encode(list(args)), "kwargs": _encode(kwargs)}
        try:
            _send(self.calls, request)
            reply = _receive(self.replies)
        except (EOFError, OSError, ValueError) as exc:
            self._ended()
            raise RuntimeError("the solution's process ended during a call") from exc
        if not isinstance(reply, dict):
            raise BoundaryError("a malformed reply")
        return reply


def _start_candidate(source: str) -> _Link:
    """Fork the solution's process (before the tester reads anything secret)."""
    calls_r, calls_w = os.pipe()
    replies_r, replies_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the solution's process
        os.close(calls_w)
        os.close(replies_r)
        _candidate(source, calls_r, replies_w)
    os.close(calls_r)
    os.close(replies_w)
    _not_dumpable()
    # Nothing the solution's process can write (the work folder, the current directory) may be
    # imported by the tester's test code.
    sys.path[:] = [p for p in sys.path if not _writable(p or ".")]
    return _Link(pid, calls_w, replies_r)


def _writable(path: str) -> bool:
    """Whether this uid could create or change files at `path` (or its nearest ancestor)."""
    path = os.path.abspath(path)
    while not os.path.exists(path) and path != os.path.dirname(path):
        path = os.path.dirname(path)
    return os.access(path, os.W_OK)


def _run_isolated(stdin: Any, out: _Channel, job: dict) -> None:
    link = job.pop("_link")
    hello = link.hello()
    if hello.get("event") in ("compile_error", "load_error"):
        fields = {k: v for k, v in hello.items() if k in ("message", "error_type")}
        out.emit(event=hello["event"], **fields)
        return
    if job["mode"] != "script":
        _run_cases_isolated(stdin, out, job, link)
        return
    ns: dict = {"__name__": "__main__"}
    prompt = job.get("prompt")
    if isinstance(prompt, str) and prompt:
        try:  # the problem's own helpers (trusted text), then the solution's functions over them
            exec(compile(prompt, "prompt.py", "exec"), ns)
        except BaseException:
            ns = {"__name__": "__main__"}
    for name in hello.get("names", []):
        if isinstance(name, str):
            ns[name] = _Proxy(name, link)
    _run_script(ns, job, out)
    out.emit(event="public_done")
    secret = stdin.readline()
    stdin.close()
    if secret.strip():
        job.update(json.loads(secret))
        _run_script(ns, job, out)
    out.emit(event="done", peak_rss_bytes=_peak_rss_bytes())


_EVENT_FIELDS = ("value", "error", "error_type", "partial", "files", "message")


def _forward(events: list, count: int, out: _Channel) -> None:
    """The solution process's events for `count` cases, written by the tester: only case
    events for those cases (and a load error), only the protocol's fields."""
    for event in events:
        if not isinstance(event, dict):
            continue
        kind = event.get("event")
        index = event.get("i")
        if kind == "case" and type(index) is int and 0 <= index < count:
            fields = {k: event[k] for k in _EVENT_FIELDS if k in event}
            out.emit(event="case", i=index, **fields)
        elif kind == "load_error":
            fields = {k: str(event[k]) for k in ("message", "error_type") if k in event}
            out.emit(event="load_error", **fields)


def _run_cases_isolated(stdin: Any, out: _Channel, job: dict, link: _Link) -> None:
    """Data-driven cases (calls, operations): run in the solution's process in two batches,
    public then secret, their values written by the tester, whose values trusted code compares
    outside the sandbox."""
    _forward(link.batch(job), len(job["cases"]), out)
    out.emit(event="public_done")
    secret = stdin.readline()
    stdin.close()
    if secret.strip():
        job.update(json.loads(secret))  # cases (and fixtures)
        _forward(link.batch(job), len(job["cases"]), out)
    out.emit(event="done", peak_rss_bytes=_peak_rss_bytes())


def _peak_rss_bytes() -> int:
    """This process's resident high-water mark since exec (VmHWM), 0 if unknown."""
    try:
        with open("/proc/self/status", encoding="utf-8") as f:  # a codec always loaded
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def run(source: str, isolate: bool = False) -> None:
    """Run the two-part job read from stdin against the solution `source`; with `isolate`
    (what the executor asks for), the solution runs in a process of its own and only this
    process writes the protocol (see the module's doc)."""
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # an answer of any size is printed: the judge decides
    link = _start_candidate(source) if isolate else None
    # The job arrives on a private descriptor; the solution's stdin is empty (input() -> EOF).
    stdin = os.fdopen(os.dup(0), "rb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    job = json.loads(stdin.readline())
    out = _Channel(job.pop("nonce"))
    if link is not None:
        job["_link"] = link
        _run_isolated(stdin, out, job)
        return
    sys.argv = ["solution.py"]
    try:
        code = compile(source, "solution.py", "exec")
    except (SyntaxError, ValueError) as exc:
        out.emit(event="compile_error", message=_describe(exc))
        return
    ns: dict = {"__name__": "solution"}
    try:
        exec(code, ns)
    except BaseException as exc:
        out.emit(event="load_error", message=_describe(exc), error_type=type(exc).__name__)
        return
    runner = {"call": _run_call, "operations": _run_operations, "script": _run_script}
    runner[job["mode"]](ns, job, out)
    out.emit(event="public_done")
    secret = stdin.readline()
    stdin.close()
    if secret.strip():
        job.update(json.loads(secret))  # cases (and fixtures)
        runner[job["mode"]](ns, job, out)
    out.emit(event="done", peak_rss_bytes=_peak_rss_bytes())


def main() -> None:
    """Cold path: a fresh interpreter, with solution.py in its folder."""
    with open("solution.py", encoding="utf-8") as f:
        source = f.read()
    run(source, isolate="--isolate" in sys.argv[1:])


if __name__ == "__main__":
    main()
