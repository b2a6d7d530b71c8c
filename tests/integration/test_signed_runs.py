"""Signed results end to end, as a user (or a cheating user) runs the CLI: `run` signs every
result, `verify-run` checks a folder offline, `submit` refuses every kind of hand edit (each
figure recomputed to match, as the issue's attack does), `report` and `score` name a partial
folder, and --strict fails a run with a sample excluded for SANDBOX_ERROR. Real processes,
embedded services, real files."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rockman import enums, signing
from rockman.client import outputs, reports
from rockman.client.samples import read_samples
from services.scorer import core, leaderboard
from services.scorer.leaderboard import LeaderboardStore
from services.scorer.servicer import report_to_proto
from tests.helpers import signed_record
from tests.integration.test_cli import reference, rockman, write_samples
from tests.integration.test_report_cli import buggy

TASKS = ("Starter/MATH_001", "Starter/FUND_002")
OTHER = signing.SigningKey.generate()  # an executor nobody here trusts


@pytest.fixture(scope="module")
def signed_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """`rockman-client run --strict` on two starter tasks, a reference and a buggy sample each:
    (home, run folder)."""
    tmp = tmp_path_factory.mktemp("signed")
    records = []
    for task in TASKS:
        records.append({"task_id": task, "sample_id": "ref", "solution": reference(task)})
        records.append({"task_id": task, "sample_id": "bug", "solution": buggy(task)})
    samples = write_samples(tmp / "samples.jsonl", records)
    home, out = tmp / "home", tmp / "run"
    proc = rockman(
        home, "run", "--samples", str(samples), "--out", str(out), "--model", "m", "--strict"
    )
    assert proc.returncode == 0, proc.stderr  # nothing excluded, nothing missing
    return home, out


def lines_of(folder: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (folder / "results.jsonl").read_text().splitlines()]


def write_lines(folder: Path, lines: list[dict[str, Any]]) -> None:
    (folder / "results.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))


def rebuild(folder: Path) -> None:
    """What the attack does after editing results.jsonl: report.json scored again from it (the
    scorer's own core, on the problems the report lists) and the manifest's SHA256 of it."""
    report = json.loads((folder / "report.json").read_text())
    problems = [
        core.ProblemInfo(
            p["task_id"],
            p["difficulty"],
            enums.category(p["category"]),
            enums.task_type(p["task_type"]),
            frozenset(p["tags"]),
        )
        for p in report["problems"]
    ]
    outcomes = [
        core.Outcome(
            r["task_id"], enums.language(r["language"]), r["sample_id"], enums.verdict(r["verdict"])
        )
        for r in lines_of(folder)
    ]
    context = {k: report[k] for k in ("model", "suite", "version", "version_hash")}
    record = outputs.report_record(report_to_proto(core.score(problems, outcomes)), **context)
    (folder / "report.json").write_text(json.dumps(record))
    rehash(folder)


def rehash(folder: Path) -> None:
    manifest = json.loads((folder / "manifest.json").read_text())
    digest = hashlib.sha256((folder / "results.jsonl").read_bytes()).hexdigest()
    manifest["files"]["results"]["sha256"] = digest
    (folder / "manifest.json").write_text(json.dumps(manifest))


def _bug_line(lines: list[dict[str, Any]]) -> int:
    """Index of the first buggy sample's result (a WRONG_ANSWER)."""
    return next(i for i, r in enumerate(lines) if r["sample_id"] == "bug")


def named(lines: list[dict[str, Any]], i: int, numbered: bool = True) -> str:
    """How an error names the record lines[i]: results.jsonl:LINE (TASK, python sample 'ID')."""
    where = f"results.jsonl:{i + 1}" if numbered else "results.jsonl"
    return f"{where} ({lines[i]['task_id']}, python sample '{lines[i]['sample_id']}')"


# Each edit changes a copy of the run folder and returns how errors name the first bad record.


def flip_verdict(folder: Path, home: Path) -> str:
    lines = lines_of(folder)
    i = _bug_line(lines)
    assert lines[i]["verdict"] == "WRONG_ANSWER"
    lines[i].update(verdict="PASS", passed=True)
    for split in lines[i]["splits"].values():
        split["passed"] = split["total"]
    write_lines(folder, lines)
    return named(lines, i)


def change_splits(folder: Path, home: Path) -> str:
    lines = lines_of(folder)
    i = _bug_line(lines)
    split = next(s for s in lines[i]["splits"].values() if s["passed"] < s["total"])
    split["passed"] += 1
    write_lines(folder, lines)
    return named(lines, i)


def change_code(folder: Path, home: Path) -> str:
    """Swap a wrong sample's code for the reference in samples.jsonl, and its result's code
    hash for the reference's: samples and results agree, the signature does not."""
    lines = lines_of(folder)
    i = _bug_line(lines)
    samples = [json.loads(x) for x in (folder / "samples.jsonl").read_text().splitlines()]
    for s in samples:
        if (s["task_id"], s["sample_id"]) == (lines[i]["task_id"], "bug"):
            s["solution"] = reference(lines[i]["task_id"])
            lines[i]["code_sha256"] = signing.code_sha256(s["solution"])
    write_samples(folder / "samples.jsonl", samples)
    write_lines(folder, lines)
    return named(lines, i)


def remove_signature(folder: Path, home: Path) -> str:
    lines = lines_of(folder)
    i = _bug_line(lines)
    del lines[i]["signature"]
    write_lines(folder, lines)
    return named(lines, i)


def _codes(folder: Path) -> dict[tuple[str, str], str]:
    return {(s.task_id, s.sample_id): s.code for s in read_samples(folder / "samples.jsonl")}


def other_version(folder: Path, home: Path) -> str:
    """A PASS of the same sample signed by this very executor, but for another suite version
    (one where the sample passes)."""
    lines = lines_of(folder)
    i = _bug_line(lines)
    r = lines[i]
    key = signing.SigningKey.load(home / signing.HOME_KEY_FILE)
    code = _codes(folder)[(r["task_id"], r["sample_id"])]
    lines[i] = signed_record(
        key, r["task_id"], "PASS", r["sample_id"], r["version"], "cd" * 32, code=code
    )
    write_lines(folder, lines)
    return named(lines, i)


def other_key(folder: Path, home: Path) -> str:
    """Every result judged again by an executor of one's own (another key), all PASS."""
    codes = _codes(folder)
    lines = [
        signed_record(
            OTHER,
            r["task_id"],
            "PASS",
            r["sample_id"],
            r["version"],
            r["version_hash"],
            code=codes[(r["task_id"], r["sample_id"])],
        )
        for r in lines_of(folder)
    ]
    write_lines(folder, lines)
    return named(lines, 0)


def delete_record(folder: Path, home: Path) -> str:
    lines = lines_of(folder)
    i = _bug_line(lines)
    name = named(lines, i, numbered=False)
    del lines[i]
    write_lines(folder, lines)
    return name


EDITS: dict[str, tuple[Callable[[Path, Path], str], str, str]] = {
    # name: (edit, what submit says about the first bad record, what verify-run says)
    "verdict flipped": (flip_verdict, "altered", "altered"),
    "split counts changed": (change_splits, "altered", "altered"),
    "code hash changed": (change_code, "altered", "altered"),
    "signature removed": (remove_signature, "unsigned", "unsigned"),
    "another suite version": (other_version, "a result of another suite version", "another"),
    "another key": (other_key, f"signed by key '{OTHER.key_id}', which is not trusted", "not"),
    "record deleted": (delete_record, "is a partial run", "no result: the folder is partial"),
}


def test_a_run_is_signed_and_verifies_offline(signed_run: tuple[Path, Path]) -> None:
    home, out = signed_run
    key = signing.SigningKey.load(home / signing.HOME_KEY_FILE)
    public = signing.public_key_path(home / signing.HOME_KEY_FILE)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["signing"] == {"public_key": key.public_key.hex(), "key_id": key.key_id}
    for line in lines_of(out):
        assert line["signing_key_id"] == key.key_id and len(line["signature"]) == 128
        assert line["version_hash"] == manifest["version_hash"]
    report = json.loads((out / "report.json").read_text())
    assert report["partial"] is False and report["missing"] == []
    assert report["excluded"] == 0 and report["excluded_samples"] == []

    proc = rockman(home, "verify-run", str(out))
    assert proc.returncode == 0, proc.stderr
    assert f"the embedded executor's key of {home}" in proc.stderr and key.key_id in proc.stderr
    assert "OK: 4 results" in proc.stderr
    proc = rockman(home, "verify-run", str(out), "--public-key", str(public), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["ok"] is True and f"--public-key {public}" in proc.stderr
    stranger = out.parent / "other.pub"
    stranger.write_text(OTHER.public_key.hex() + "\n")
    proc = rockman(home, "verify-run", str(out), "--public-key", str(stranger))
    assert proc.returncode == 1
    assert f"signed by key '{key.key_id}', which is not trusted here" in proc.stderr


@pytest.mark.parametrize("name", list(EDITS))
def test_submit_refuses_a_hand_edited_run_naming_the_record(
    name: str, signed_run: tuple[Path, Path], tmp_path: Path
) -> None:
    home, out = signed_run
    edit, submit_says, verify_says = EDITS[name]
    forged = tmp_path / "forged"
    shutil.copytree(out, forged)
    record = edit(forged, home)
    if name == "verdict flipped":  # as the issue did it: `report` rebuilds report.json
        proc = rockman(home, "report", str(forged), "--format", "json")
        assert proc.returncode == 0, proc.stderr
        (forged / "report.json").write_text(proc.stdout)
        assert json.loads(proc.stdout)["overall"]["pass_at_1"] == 0.75  # the lie, scored
        rehash(forged)
    else:
        rebuild(forged)

    proc = rockman(home, "submit", str(forged))
    assert proc.returncode == 1, proc.stdout
    assert f"{record}: " in proc.stderr and submit_says in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.splitlines()) == 1
    store = LeaderboardStore(home / "scorer" / leaderboard.DB_NAME)
    assert store.entries() == []  # nothing stored
    store.close()

    proc = rockman(home, "verify-run", str(forged))
    assert proc.returncode == 1
    first = proc.stderr.split("the first: ", 1)[1]
    assert first.startswith(f"{record}: ") and verify_says in first.splitlines()[0]


def test_the_untouched_run_is_accepted(signed_run: tuple[Path, Path], tmp_path: Path) -> None:
    home, out = signed_run
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    proc = rockman(home, "submit", str(copy), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["overall"]["pass_at_1"] == 0.5


def test_report_and_score_name_a_missing_result(
    signed_run: tuple[Path, Path], tmp_path: Path
) -> None:
    """One right and one crashed sample: no longer 100 % over 1 sample with no word."""
    home, out = signed_run
    folder = tmp_path / "partial"
    shutil.copytree(out, folder)
    lines = lines_of(folder)
    gone = lines.pop(_bug_line(lines))
    write_lines(folder, lines)
    proc = rockman(home, "report", str(folder), "--format", "json", "--strict")
    assert proc.returncode == 3, proc.stderr
    record = json.loads(proc.stdout)
    assert record["partial"] is True and record["missing_results"] == 1
    assert record["missing"] == [
        {"task_id": gone["task_id"], "language": "python", "sample_id": "bug"}
    ]
    assert record["overall"]["n_samples"] == 3
    assert "PARTIAL: 1 sample(s) of samples.jsonl have no result in results.jsonl: " in (
        proc.stderr
    )
    assert f"{gone['task_id']} (python, sample bug)" in proc.stderr
    md = reports.render_markdown(record, lines)
    assert f"> **PARTIAL RUN: 1 sample(s) have no result (tasks: {gone['task_id']})" in md
    assert "## Missing results" in md and f"| {gone['task_id']} | python | bug |" in md
    page = tmp_path / "report.html"
    proc = rockman(home, "report", str(folder), "--out", str(page))
    assert proc.returncode == 0, proc.stderr  # without --strict
    assert '<p class="alert" role="alert"><strong>PARTIAL RUN: 1 sample(s)' in page.read_text()

    proc = rockman(home, "score", str(folder / "results.jsonl"), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["partial"] is True and "warning: PARTIAL" in proc.stderr


def test_strict_fails_a_run_with_a_sandbox_error(
    signed_run: tuple[Path, Path], tmp_path: Path
) -> None:
    home, out = signed_run
    folder = tmp_path / "excluded"
    shutil.copytree(out, folder)
    lines = lines_of(folder)
    i = _bug_line(lines)
    r = lines[i]
    key = signing.SigningKey.load(home / signing.HOME_KEY_FILE)
    code = _codes(folder)[(r["task_id"], "bug")]
    # As the executor signs a sample whose every attempt ended in SANDBOX_ERROR.
    lines[i] = signed_record(
        key, r["task_id"], "SANDBOX_ERROR", "bug", r["version"], r["version_hash"], code=code
    )
    write_lines(folder, lines)

    proc = rockman(home, "report", str(folder), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    record = json.loads(proc.stdout)
    assert record["excluded"] == 1 and record["partial"] is False
    assert record["excluded_samples"] == [
        {"task_id": r["task_id"], "language": "python", "sample_id": "bug"}
    ]
    assert "1 sample(s) excluded from pass@1: every attempt ended in SANDBOX_ERROR" in (proc.stderr)
    assert f"{r['task_id']} (python, sample bug)" in proc.stderr

    proc = rockman(home, "report", str(folder), "--strict")
    assert proc.returncode == 3
    assert "--strict: exit 3" in proc.stderr
    md = proc.stdout
    alert = "> **SANDBOX ERRORS: 1 sample(s) excluded from pass@1 after every attempt"
    assert alert in md and f"(tasks: {r['task_id']})" in md
    # The Excluded section comes right after Overall, with the sample named.
    assert md.index("## Overall") < md.index("## Excluded") < md.index("## pass@k")
    assert f"| {r['task_id']} | python | bug |" in md
    html = reports.render_html(record, lines, with_figures=False)
    assert '<p class="alert" role="alert"><strong>SANDBOX ERRORS: 1 sample(s)' in html
