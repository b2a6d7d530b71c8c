"""`rockman-client report` on a real run folder: md, html and json, written atomically."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rockman.client import cli
from rockman.errors import InvalidArgument
from rockman.problems import variants
from tests.conftest import PROBLEMS
from tests.integration.test_cli import reference, rockman, write_samples

TASKS = ("Starter/MATH_001", "Starter/FUND_002")
MODEL = "<script>m</script>"


def buggy(task: str) -> str:
    return variants.buggy_variants(PROBLEMS / task.replace("/", "__"))[0].code


@pytest.fixture(scope="module")
def run_folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """`rockman-client run` on two starter tasks, a reference and a buggy sample each."""
    tmp = tmp_path_factory.mktemp("report-cli")
    records = []
    for task in TASKS:
        records.append({"task_id": task, "sample_id": "ref", "solution": reference(task)})
        records.append({"task_id": task, "sample_id": "bug", "solution": buggy(task)})
    samples = write_samples(tmp / "samples.jsonl", records)
    home, out = tmp / "home", tmp / "run"
    proc = rockman(
        home, "run", "--samples", str(samples), "--out", str(out), "--model", MODEL,
        "--k", "1", "--k", "2",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return home, out


def test_run_writes_a_self_contained_report_html(run_folder: tuple[Path, Path]) -> None:
    _, out = run_folder
    page = (out / "report.html").read_text()
    assert "<script" not in page and "&lt;script&gt;m&lt;/script&gt;" in page
    assert not re.search(r"(src|href)=\"(https?:)?//", page)
    assert len(re.findall(r'<img src="data:image/png;base64,', page)) >= 4
    assert "## Time and memory" in (out / "report.md").read_text()


def test_report_renders_json_md_and_html(run_folder: tuple[Path, Path], tmp_path: Path) -> None:
    home, out = run_folder
    original = json.loads((out / "report.json").read_text())

    # json to stdout from the run folder: re-scored, with the folder's model and ks.
    proc = rockman(home, "report", str(out), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    record = json.loads(proc.stdout)
    assert record["model"] == MODEL and record["suite"] == "starter"
    assert record["version"] == original["version"]
    assert record["overall"] == original["overall"]
    assert record["pass_at_k"] == original["pass_at_k"] and set(record["pass_at_k"]) == {"1", "2"}
    assert record["overall"]["n_problems"] == 2 and record["overall"]["n_samples"] == 4

    # md from the results file to a file named by --out, another model name, k = 1 only.
    md_path = tmp_path / "r.md"
    proc = rockman(
        home, "report", str(out / "results.jsonl"), "--out", str(md_path), "--model", "m|2",
        "--k", "1",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    md = md_path.read_text()
    assert md.startswith("# Rockman report: m\\|2\n")
    for heading in ("Overall", "pass@k", "By difficulty", "By category", "Verdicts", "Problems"):
        assert f"\n## {heading}\n" in md
    assert "| 2 |" not in md.split("## pass@k")[1].split("##")[0]  # only k = 1 now

    # html into a folder: report.html inside it.
    folder = tmp_path / "html"
    folder.mkdir()
    proc = rockman(home, "report", str(out), "--format", "html", "--out", str(folder))
    assert proc.returncode == 0, proc.stderr
    page = (folder / "report.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "&lt;script&gt;m&lt;/script&gt;" in page
    assert 'id="pass_at_k"' in page and "data:image/png;base64," in page
    assert not list(tmp_path.rglob("*.tmp"))  # atomic writes leave nothing behind


def test_unknown_task_writes_nothing(run_folder: tuple[Path, Path], tmp_path: Path) -> None:
    home, out = run_folder
    lines = (out / "results.jsonl").read_text().splitlines()
    bad = tmp_path / "results.jsonl"
    bad.write_text("\n".join([*lines, lines[0].replace(TASKS[0], "Starter/NOPE_9")]) + "\n")
    target = tmp_path / "report.md"
    target.write_text("before\n")
    proc = rockman(home, "report", str(bad), "--out", str(target))
    assert proc.returncode == 1
    assert proc.stderr == "rockman-client: error: unknown task 'Starter/NOPE_9'\n"
    assert target.read_text() == "before\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.md", "results.jsonl"]


def report_in_process(home: Path, *args: str) -> int:
    """The `report` command parsed and run in this process: for errors found before any
    service is needed, without paying for a process and embedded services."""
    ns = cli.parser().parse_args(["report", *args])
    ns.home = home
    code: int = ns.func(ns)
    return code


def test_bad_input_is_a_clear_error_before_anything_starts(tmp_path: Path) -> None:
    record = {"task_id": "Starter/MATH_001", "language": "python", "sample_id": "a"}
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text(
        json.dumps({**record, "verdict": "PASS", "version": "v1"})
        + "\n"
        + json.dumps({**record, "sample_id": "b", "verdict": "PASS", "version": "v2"})
        + "\n"
    )
    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps({**record, "verdict": "PASS"}) + "\n{not json\n")
    (tmp_path / "empty.jsonl").write_text("\n")
    (tmp_path / "empty_run").mkdir()
    cases = [
        ([str(tmp_path / "missing.jsonl")], "missing.jsonl does not exist"),
        ([str(tmp_path / "empty_run")], "has no results.jsonl"),
        ([str(tmp_path / "empty.jsonl")], "empty.jsonl holds no results"),
        ([str(mixed)], "mix suite versions 'v1' (line 1) and 'v2'"),
        ([str(broken)], "broken.jsonl:2: not a results.jsonl record"),
        ([str(mixed), "--out", str(tmp_path / "nowhere" / "r.md")], "nowhere does not exist"),
        ([str(mixed), "--k", "0"], "--k must be at least 1"),
    ]
    for args, fragment in cases:
        with pytest.raises(InvalidArgument) as caught:
            report_in_process(tmp_path / "home", *args)
        assert fragment in str(caught.value), args
    assert not (tmp_path / "nowhere").exists() and not (tmp_path / "home").exists()


def test_a_missing_results_file_is_a_one_line_error(tmp_path: Path) -> None:
    proc = rockman(tmp_path / "home", "report", str(tmp_path / "nope.jsonl"), "--format", "html")
    assert proc.returncode == 1 and not proc.stdout
    assert (
        proc.stderr
        == f"rockman-client: error: results file {tmp_path / 'nope.jsonl'} does not exist\n"
    )
