"""The hidden split is private by default (issue 30), through the real client and services.

A lookup-table program built here from the development build's cases of Starter/FUND_001 (what
anyone with the repository can compute) passes under the development seed and fails the hidden
split under a home's default private seed. Reports and manifests say which split judged a run;
`submit` refuses the development run and a run from another home's seed; the seed file is 0600
and its value appears in no log, report, export or output; `rerun` in the same home matches.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rockman.problem_spec import load_spec
from rockman.problems import build, seeds
from tests.conftest import PROBLEMS, ROOT

pytestmark = pytest.mark.timeout(1800)
CLIENT = [sys.executable, "-m", "rockman.client.cli"]
TASK = "Starter/FUND_001"


def rockman(
    home: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, ROCKMAN_HOME=str(home), **(env or {}))
    environment.pop(seeds.SEED_ENV, None)
    return subprocess.run(
        [*CLIENT, *args], capture_output=True, text=True, env=environment, timeout=900, cwd=ROOT
    )


def table_program() -> str:
    """The answer to every case of the development build, and a wrong guess for anything else."""
    source = build.build_problem(load_spec(PROBLEMS / "Starter__FUND_001"), seeds.DEV_SEED, True)
    table = {
        json.dumps(json.loads(c.call.args_json), sort_keys=True): json.loads(c.call.expected_json)
        for c in source.cases
    }
    return (
        "import json\n"
        f"TABLE = {json.dumps(table)!r}\n"
        "TABLE = json.loads(TABLE)\n\n\n"
        "def longest_within_budget(costs, budget):\n"
        "    found = TABLE.get(json.dumps([list(costs), budget], sort_keys=True))\n"
        "    return tuple(found) if found is not None else (0, 0)\n"
    )


def results(run: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]


def splits(record: dict[str, Any]) -> dict[str, tuple[int, int]]:
    return {k: (v["passed"], v["total"]) for k, v in record["splits"].items()}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("hidden-split")
    samples = base / "samples.jsonl"
    samples.write_text(json.dumps({"task_id": TASK, "solution": table_program()}) + "\n")
    home, other = base / "home", base / "other-home"
    outputs: dict[str, Any] = {"base": base, "home": home, "other": other, "stderr": []}
    for name, where, extra in (
        ("development", home, ["--development-split"]),
        ("private", home, []),
        ("elsewhere", other, []),
    ):
        out = base / name
        proc = rockman(where, "run", "--samples", str(samples), "--suite", "starter",
                       "--out", str(out), *extra)  # fmt: skip
        assert proc.returncode == 0, proc.stderr
        outputs[name] = out
        outputs["stderr"].append(proc.stderr + proc.stdout)
    return outputs


def test_a_table_of_the_development_cases_passes_only_the_development_split(
    runs: dict[str, Any],
) -> None:
    (dev,) = results(runs["development"])
    assert dev["verdict"] == "PASS", dev
    assert dev["development_split"] is True
    (private,) = results(runs["private"])
    assert private["verdict"] != "PASS", private
    passed, total = splits(private)["hidden"]
    assert passed < total, "the table knew the hidden cases of the private seed"
    assert splits(private)["public"][0] == splits(private)["public"][1]  # public cases are public
    assert private["development_split"] is False


def test_reports_and_manifests_say_which_split_judged_the_run(runs: dict[str, Any]) -> None:
    own = seeds.home_seed(runs["home"]).fingerprint
    other = seeds.home_seed(runs["other"]).fingerprint
    assert own != other  # two homes, two seeds
    for name, kind, fingerprint in (("private", "private", own), ("elsewhere", "private", other)):
        folder = runs[name]
        for document in ("report.json", "manifest.json"):
            split = json.loads((folder / document).read_text())["split"]
            assert (split["kind"], split["seed_fingerprint"]) == (kind, fingerprint), split
        assert f"private (seed {fingerprint})" in (folder / "report.md").read_text()
        assert f"private (seed {fingerprint})" in (folder / "report.html").read_text()
        (record,) = results(folder)
        assert record["seed_fingerprint"] == fingerprint
    dev = runs["development"]
    assert json.loads((dev / "report.json").read_text())["split"]["kind"] == "development"
    for page in ("report.md", "report.html"):
        assert "can be computed from the repository" in (dev / page).read_text()


def test_the_leaderboard_refuses_development_and_other_seed_runs(runs: dict[str, Any]) -> None:
    home = runs["home"]
    refused = rockman(home, "submit", str(runs["development"]), "--model", "table")
    assert refused.returncode != 0
    assert "development split" in refused.stderr
    # Trust the other home's executor, so that only the seed stands between it and the board.
    other_key = (runs["other"] / "executor-signing.key.pub").read_text()
    (home / "trusted-executor-keys").write_text(other_key)
    refused = rockman(home, "submit", str(runs["elsewhere"]), "--model", "table")
    assert refused.returncode != 0
    assert "this leaderboard's seed is" in refused.stderr
    board = rockman(home, "leaderboard", "--json")
    assert board.returncode == 0, board.stderr
    assert not json.loads(board.stdout)["groups"]  # nothing was written
    accepted = rockman(home, "submit", str(runs["private"]), "--model", "table")
    assert accepted.returncode == 0, accepted.stderr
    board = json.loads(rockman(home, "leaderboard", "--json").stdout)
    (entry,) = board["groups"][0]["entries"]
    assert entry["seed_fingerprint"] == seeds.home_seed(home).fingerprint


def test_the_seed_file_is_private_and_never_shown(runs: dict[str, Any]) -> None:
    home = runs["home"]
    path = home / seeds.SEED_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    value = path.read_text().strip()
    exported = runs["base"] / "export.json"
    proc = rockman(home, "export", "--suite", "starter", "--out", str(exported))
    runs["stderr"].append(proc.stderr + proc.stdout)
    places = [p for p in runs["base"].rglob("*") if p.is_file() and p != path]
    places = [p for p in places if p.name != seeds.SEED_FILE]
    assert places
    for place in places:
        assert value not in place.read_bytes().decode("utf-8", "replace"), place
    for text in runs["stderr"]:
        assert value not in text


def test_rerun_in_the_same_home_matches(runs: dict[str, Any]) -> None:
    proc = rockman(runs["home"], "rerun", str(runs["private"]))
    assert proc.returncode == 0, proc.stderr
