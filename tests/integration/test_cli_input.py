"""Issue 21 point 8: the CLI takes any valid JSON Lines file, and one sample never stops a run.

rockman-client as a user runs it (a real process, embedded services on loopback, real files):
lone surrogates and U+2028/U+2029/U+0085 in completions, samples too large for the executor
(2 MiB) and too large to send (20 MiB) among good ones, a resume of such a folder, and fatal
errors under --quiet. The Python API (Client.run, Client.stream_results) through the session's
embedded services.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rockman.client import Client
from rockman.errors import InvalidArgument
from tests.conftest import PROBLEMS
from tests.integration.test_cli import rockman

EXIT_UNJUDGED = 3
MIB = 1024 * 1024

# A body for Starter/MATH_001's prompt (count_primes_between) that passes only if the string
# literals below mean what they say in Python.
BODY = """\
    from math import isqrt
    {check}
    if high < 2 or low > high:
        return 0
    sieve = bytearray([1]) * (high + 1)
    sieve[0] = sieve[1] = 0
    for p in range(2, isqrt(high) + 1):
        if sieve[p]:
            sieve[p * p :: p] = bytes(len(range(p * p, high + 1, p)))
    return sum(sieve[max(low, 0) :])
"""
# The JSON escape \\ud800 (no low surrogate after it) reaches Python as the literal "\\ud800":
# one character, code point 0xD800.
SURROGATE_CHECK = 'assert len("\ud800") == 1 and ord("\ud800") == 0xD800  # lone: \udfff'
# Raw line and paragraph separators and NEL inside a line of the file: text, not line breaks.
SEPARATORS_CHECK = 'assert [ord(c) for c in "\u2028\u2029\x85"] == [0x2028, 0x2029, 0x85]  # \u2028'


def reference(task: str) -> str:
    return (PROBLEMS / task.replace("/", "__") / "reference.py").read_text()


def unicode_lines() -> str:
    """Two JSONL lines: one with lone surrogates as JSON escapes, one with raw U+2028, U+2029
    and U+0085 (json.dumps escapes them; the file holds them as they are)."""
    surrogate = {"task_id": "Starter/MATH_001", "sample_id": "surrogate",
                 "completion": BODY.format(check=SURROGATE_CHECK)}  # fmt: skip
    separators = {"task_id": "Starter/MATH_001", "sample_id": "separators",
                  "completion": BODY.format(check=SEPARATORS_CHECK)}  # fmt: skip
    first = json.dumps(surrogate)
    assert "\\ud800" in first and "\\udfff" in first  # escapes in the file, as JSON allows
    second = json.dumps(separators, ensure_ascii=False)
    assert "\u2028" in second and "\u2029" in second and "\x85" in second
    return first + "\n" + second + "\n"


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """A samples file of good samples with one of 2 MiB and one of 20 MiB among them, the home
    of the embedded services every CLI run here shares, and a run folder for the file."""
    root = tmp_path_factory.mktemp("mixed")
    good_1, good_2 = reference("Starter/MATH_001"), reference("Starter/FUND_002")
    records = [
        {"task_id": "Starter/MATH_001", "sample_id": "good-1", "solution": good_1},
        {"task_id": "Starter/FUND_002", "sample_id": "big-2mib",
         "solution": good_2 + "#" * (2 * MIB)},
        {"task_id": "Starter/FUND_002", "sample_id": "good-2", "solution": good_2},
        {"task_id": "Starter/MATH_001", "sample_id": "huge-20mib",
         "solution": good_1 + "#" * (20 * MIB)},
        {"task_id": "Starter/MATH_001", "sample_id": "wrong", "solution": "def f():\n  pass\n"},
    ]  # fmt: skip
    samples = root / "samples.jsonl"
    samples.write_text("".join(json.dumps(r) + "\n" for r in records))
    return samples, root / "home", root / "run"


def test_lone_surrogates_and_line_separators_in_completions_run_to_the_end(
    tmp_path: Path, mixed: tuple[Path, Path, Path]
) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_bytes(unicode_lines().encode("utf-8"))
    assert len(samples.read_text(encoding="utf-8").splitlines()) > 2  # what broke the reader
    out = tmp_path / "run"
    proc = rockman(mixed[1], "run", "--samples", str(samples), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    results = {
        r["sample_id"]: r for r in map(json.loads, (out / "results.jsonl").read_text().splitlines())
    }
    assert set(results) == {"surrogate", "separators"}
    for record in results.values():
        assert record["verdict"] == "PASS", record["message"]
    assert not (out / "errors.jsonl").exists()


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_oversized_samples_get_errors_of_their_own_and_the_rest_is_judged(
    mixed: tuple[Path, Path, Path],
) -> None:
    samples, home, out = mixed
    proc = rockman(home, "run", "--samples", str(samples), "--out", str(out))
    assert proc.returncode == EXIT_UNJUDGED, proc.stderr
    assert "Traceback" not in proc.stderr
    verdicts = {r["sample_id"]: r["verdict"] for r in _lines(out / "results.jsonl")}
    assert verdicts == {"good-1": "PASS", "good-2": "PASS", "wrong": "RUNTIME_ERROR"}
    errors = {e["sample_id"]: e for e in _lines(out / "errors.jsonl")}
    assert set(errors) == {"big-2mib", "huge-20mib"}
    for sample_id, error in errors.items():
        assert error["status"] == "INVALID_ARGUMENT"
        assert f"sample {sample_id} of " in error["message"]
        assert "shorten the program" in error["message"]
        assert len(error["code_sha256"]) == 64 and error["version"]
    assert "1 MiB" in errors["big-2mib"]["message"] and errors["big-2mib"]["request_id"]
    assert "not sent" in errors["huge-20mib"]["message"]
    # One line on stderr per sample, naming it, and the count at the end.
    for sample_id in errors:
        assert f"rockman-client: not judged (INVALID_ARGUMENT): sample {sample_id} of" in (
            proc.stderr
        )
    assert "2 of 5 samples could not be judged (INVALID_ARGUMENT 2)" in proc.stderr
    assert f"exit status {EXIT_UNJUDGED}" in proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["overall"]["n_samples"] == 3
    assert {u["sample_id"] for u in report["unjudged"]} == {"big-2mib", "huge-20mib"}
    assert any("2 sample(s) could not be judged" in w for w in report["warnings"])
    assert "could not be judged" in (out / "report.md").read_text()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["files"]["errors"]["path"] == "errors.jsonl"


def test_a_resume_of_a_folder_with_unjudged_samples_completes(
    mixed: tuple[Path, Path, Path],
) -> None:
    samples, home, out = mixed
    if not (out / "errors.jsonl").exists():
        pytest.skip("needs the run of test_oversized_samples_get_errors_of_their_own...")
    before = (out / "results.jsonl").read_bytes()
    proc = rockman(home, "run", "--samples", str(samples), "--out", str(out), "--json")
    assert proc.returncode == EXIT_UNJUDGED, proc.stderr
    assert (out / "results.jsonl").read_bytes() == before  # the judged ones are reused
    assert {e["sample_id"] for e in _lines(out / "errors.jsonl")} == {"big-2mib", "huge-20mib"}
    assert json.loads(proc.stdout)["overall"]["n_samples"] == 3
    # --quiet: no progress and no summary, but the errors and their count are still shown.
    quiet = rockman(home, "run", "--samples", str(samples), "--out", str(out), "--quiet")
    assert quiet.returncode == EXIT_UNJUDGED
    lines = quiet.stderr.strip().splitlines()
    assert len(lines) == 3 and "2 of 5 samples could not be judged" in lines[-1], lines
    assert "pass@1" not in quiet.stderr


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--samples", "{tmp}/missing.jsonl"], "samples file {tmp}/missing.jsonl does not exist"),
        (["--samples", "{samples}", "--suite", "no-such-suite"], "unknown suite 'no-such-suite'"),
    ],
    ids=["missing-samples-file", "unknown-suite"],
)
def test_quiet_still_prints_a_fatal_error(
    tmp_path: Path, mixed: tuple[Path, Path, Path], args: list[str], fragment: str
) -> None:
    samples, home, _ = mixed
    values = {"tmp": str(tmp_path), "samples": str(samples)}
    argv = [a.format(**values) for a in args]
    proc = rockman(home, "run", *argv, "--out", str(tmp_path / "out"), "--quiet")
    assert proc.returncode == 1
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith("rockman-client: error: ")
    assert fragment.format(**values) in line


def test_the_python_api_reports_unjudged_samples_and_goes_on(
    client: Client, tmp_path: Path
) -> None:
    good = reference("Starter/MATH_001")
    records = [
        {"task_id": "Starter/MATH_001", "sample_id": "ok", "solution": good},
        {"task_id": "Starter/MATH_001", "sample_id": "big", "solution": good + "#" * (2 * MIB)},
        {
            "task_id": "Starter/MATH_001",
            "sample_id": "lone",
            "completion": BODY.format(check=SURROGATE_CHECK),
        },
    ]
    heard: list[dict[str, Any]] = []
    report = client.run(records, "starter", tmp_path / "run", on_error=heard.append)
    assert {r["sample_id"]: r["verdict"] for r in report.results} == {"ok": "PASS", "lone": "PASS"}
    assert [e["sample_id"] for e in report.errors] == ["big"] == [e["sample_id"] for e in heard]
    assert report.errors[0]["status"] == "INVALID_ARGUMENT"
    # The samples file the folder keeps reads back to the same samples (a resume reuses all).
    again = client.run(records, "starter", tmp_path / "run")
    assert (again.executed, again.reused) == (0, 2) and len(again.errors) == 1
    # stream_results: the error to on_error, or raised once the results are out.
    streamed: list[dict[str, Any]] = []
    verdicts = [r["verdict"] for r in client.stream_results(records, on_error=streamed.append)]
    assert verdicts == ["PASS", "PASS"] and [e["sample_id"] for e in streamed] == ["big"]
    seen = []
    with pytest.raises(InvalidArgument, match="sample big of Starter/MATH_001"):
        for record in client.stream_results(records):
            seen.append(record["sample_id"])
    assert sorted(seen) == ["lone", "ok"]
