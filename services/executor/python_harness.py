"""The driver that runs a Python submission inside the sandbox. Standard library only.

Stdin carries two JSON lines. The first (the nonce, the interface, the public cases' inputs) is
there from the start; the harness loads the solution, runs the public cases and prints
``public_done``. Only then does the sandbox's owner write the second line (the private and hidden
inputs), so nothing the solution reports during the public part can contain a secret input.
Expected values never enter the sandbox: the harness prints the actual values and trusted
executor code compares. Every protocol line is ``\\n<nonce> <json>\\n`` on the original stdout;
anything else the solution prints is ignored. The trusted builder also imports ``from_json``
and ``to_json`` from here, so both sides convert values the same way.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any


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


def _run_call(ns: dict, job: dict, out: _Channel) -> None:
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


def _run_operations(ns: dict, job: dict, out: _Channel) -> None:
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


def _run_script(ns: dict, job: dict, out: _Channel) -> None:
    for i, case in enumerate(job["cases"]):
        try:
            exec(compile(case["code"], "test.py", "exec"), ns)
            if case.get("entry_point"):
                ns["check"](ns[case["entry_point"]])
        except BaseException as exc:
            out.emit(event="case", i=i, error=_describe(exc), error_type=type(exc).__name__)
            continue
        out.emit(event="case", i=i, value=True)


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


def run(source: str) -> None:
    """Run the two-part job read from stdin against the solution `source`."""
    # The job arrives on a private descriptor; the solution's stdin is empty (input() -> EOF).
    stdin = os.fdopen(os.dup(0), "rb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    job = json.loads(stdin.readline())
    out = _Channel(job.pop("nonce"))
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
    run(source)


if __name__ == "__main__":
    main()
