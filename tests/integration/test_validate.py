"""`rockman-client validate`: each of the 13 checks passes on a sound problem and fails on a
problem built to fail it, through real builds, a real registry and executor reached over the
contract (embedded, or given as remote services), and the native sandbox."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from rockman.auth import Role
from rockman.client.api import Client
from rockman.client.services import EmbeddedServices
from rockman.client.validate_commands import ServiceOptions, run_validation
from rockman.errors import FailedPrecondition
from rockman.problems import contamination, seeds, variants
from rockman.problems.validation import CHECKS, Options, ProblemReport

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "problems" / "Starter__FUND_001"
SUITE = "vt"
HUMANEVAL_0 = (
    "Check if in given list of numbers, are any two numbers closer to each other than given "
    "threshold."
)


def _spec(folder: Path, **changes: object) -> int:
    path = folder / "spec.yaml"
    raw = yaml.safe_load(path.read_text())
    raw.update(changes)
    return path.write_text(yaml.safe_dump(raw, sort_keys=False))


def _append(folder: Path, name: str, text: str) -> int:
    path = folder / name
    return path.write_text(path.read_text() + text)


REFERENCE = (BASE / "reference.py").read_text()
DESCRIPTION = yaml.safe_load((BASE / "spec.yaml").read_text())["description"]

# check -> how to break a copy of the base problem for exactly that check
BREAKS: dict[str, Callable[[Path], object]] = {
    "prompt": lambda f: _spec(f, description="Return the best run."),
    "cases": lambda f: (f / "reference.py").write_text(
        REFERENCE.replace("return (best_start, best_len)", "return (float(best_start), best_len)")
    ),
    "reference": lambda f: (f / "reference.js").write_text(
        "function longestWithinBudget(costs, budget) {\n  return [0, costs.length];\n}\n"
    ),
    "negative": lambda f: (f / "buggy" / "same_as_reference.patch").write_text(
        variants.make_patch(
            REFERENCE, "# not a bug at all: the reference itself\n" + REFERENCE, "same"
        )
    ),
    "wording": lambda f: _spec(f, description=DESCRIPTION + "Handle other inputs, etc.\n"),
    "difficulty": lambda f: _spec(f, difficulty=7),
    # 1.3 s of its own CPU at import, however fast or loaded the machine: over half of the 2 s
    # limit, well under all of it
    "runtime": lambda f: _append(
        f, "reference.py",
        "\nimport time as _time\nwhile _time.process_time() < 1.3:\n    pass\n",
    ),
    "memory": lambda f: (_spec(f, memory_limit=96), _append(
        f, "reference.py", "\n_hog = bytearray(64 << 20)\nfor _i in range(0, len(_hog), 4096):"
                           "\n    _hog[_i] = 1\n"
    )),
    "deterministic": lambda f: _append(
        f, "generator.py",
        "\n\nimport random as _global\n_original = generate\n\n\n"
        "def generate(rng, split, count):\n"
        "    return _original(_global.Random(), split, count)\n",
    ),
    "tags": lambda f: _spec(f, tags=["arrays", "frobnicate"]),
    "hidden": lambda f: _spec(f, generate={"private": 10, "hidden": 5}),
    "complexity": lambda f: _spec(f, expected_complexity="O(n"),
    "contamination": lambda f: _spec(f, description=DESCRIPTION + HUMANEVAL_0 + "\n"),
}  # fmt: skip


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ProblemReport]:
    root = tmp_path_factory.mktemp("problems")
    names = ["sound", *BREAKS]
    for index, name in enumerate(names, 1):
        folder = root / f"VT__FUND_{index:03d}"
        shutil.copytree(BASE, folder)
        for extension in ("cpp", "java", "rs", "go", "ts"):  # Python and JavaScript suffice
            (folder / f"reference.{extension}").unlink()
        _spec(folder, task_id=f"VT/FUND_{index:03d}", suite=SUITE)
        if name in BREAKS:
            BREAKS[name](folder)
    broken = root / "VT__FUND_900"
    shutil.copytree(BASE, broken)
    _spec(broken, task_id="VT/FUND_900", suite=SUITE, interface=None)
    found = run_validation(
        root, SUITE, "v-test", [], Options(mutants=8), workers=2,
        public_dir=contamination.default_corpus_dir(), progress=False,
    )  # fmt: skip
    by_id = {r.task_id: r for r in found}
    out = {name: by_id[f"VT/FUND_{i:03d}"] for i, name in enumerate(names, 1)}
    out["broken"] = by_id["VT/FUND_900"]
    return out


def test_a_sound_problem_passes_all_13(reports: dict[str, ProblemReport]) -> None:
    sound = reports["sound"]
    assert set(sound.checks) == {name for name, _ in CHECKS}
    failed = {k: v.detail for k, v in sound.checks.items() if not v.ok}
    assert failed == {}
    assert sound.mutation is not None and sound.mutation[1] >= 5
    assert sound.mutation[0] / sound.mutation[1] >= 0.8


@pytest.mark.parametrize("check", list(BREAKS))
def test_each_check_fails_on_a_problem_built_to_fail_it(
    reports: dict[str, ProblemReport], check: str
) -> None:
    report = reports[check]
    assert not report.checks[check].ok, report.checks[check]
    assert not report.ok
    # The break is specific: the checks it does not concern still pass. (The code appended to
    # make the reference slow or heavy gives equivalent mutants, which may lower the score.)
    others = {k for k, v in report.checks.items() if not v.ok} - {check}
    # A reference changed under a buggy variant's hunk makes that patch fail to apply, loudly
    # (rockman/problems/variants.py): the cases break rewrites a line the variants change.
    allowed = {"runtime": {"negative"}, "memory": {"negative"}, "cases": {"negative"}}.get(
        check, set()
    )
    assert others <= allowed, {k: report.checks[k].detail for k in others}


def test_failure_details_say_what_to_fix(reports: dict[str, ProblemReport]) -> None:
    detail = {name: reports[name].checks[name].detail for name in BREAKS}
    assert "fewer than 8 words" in detail["prompt"]
    assert "expected is not a tuple[int, int]" in detail["cases"]
    assert "javascript: VERDICT_WRONG_ANSWER" in detail["reference"]
    assert "buggy/same_as_reference.patch passes" in detail["negative"]
    assert "'etc.'" in detail["wording"]
    assert "difficulty 7 outside 1-5 for fundamentals" in detail["difficulty"]
    assert "python" in detail["runtime"] and "of 2.00s" in detail["runtime"]
    assert "of 96 MB" in detail["memory"]
    assert "different cases" in detail["deterministic"]
    assert "frobnicate" in detail["tags"]
    assert "hidden 5 < 50" in detail["hidden"]
    assert "'O(n'" in detail["complexity"]
    assert "/0: " in detail["contamination"]  # HumanEval-X task 0, in some language


def test_a_folder_that_does_not_load_fails_every_check(
    reports: dict[str, ProblemReport],
) -> None:
    broken = reports["broken"]
    assert all(not v.ok for v in broken.checks.values())
    assert "interface" in broken.checks["prompt"].detail


def test_the_command_prints_a_table_and_exits_non_zero(tmp_path: Path) -> None:
    root = tmp_path / "problems"
    folder = root / "VT__FUND_001"
    shutil.copytree(BASE, folder)
    _spec(folder, task_id="VT/FUND_001", suite=SUITE, tags=["arrays", "frobnicate"])
    argv = [sys.executable, "-m", "rockman.client.cli", "validate", "--suite", SUITE,
            "--problems-dir", str(root), "--mutants", "0", "--python-only"]  # fmt: skip
    env = dict(os.environ, ROCKMAN_HOME=str(tmp_path / "home"))  # the home's private seed
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 1, done.stderr
    assert "10 tags" in done.stdout and "FAIL VT/FUND_001 tags" in done.stdout
    assert "1 problems, 0 pass all 13 checks, 1 fail" in done.stdout
    as_json = subprocess.run(
        [*argv, "--json"], capture_output=True, text=True, timeout=600, env=env
    )
    assert as_json.returncode == 1
    report = json.loads(as_json.stdout)
    fingerprint = seeds.home_seed(tmp_path / "home").fingerprint
    assert report["failed"] == 1 and report["development_split"] is False
    assert report["split"] == f"private (seed {fingerprint})"
    assert report["problems"][0]["checks"]["tags"]["ok"] is False
    assert report["problems"][0]["checks"]["reference"]["ok"] is True
    missing = subprocess.run([*argv[:-3], "--task", "VT/NOPE_001"], capture_output=True,
                             text=True, timeout=600)  # fmt: skip
    assert missing.returncode == 2 and "VT/NOPE_001" in missing.stderr


def test_validation_through_given_services_publishes_the_version_there(tmp_path: Path) -> None:
    # The contract path with services `--registry` and `--executor` name: here a registry and
    # an executor hosted on loopback for another home, reached as remote services.
    root = tmp_path / "problems"
    shutil.copytree(BASE, root / "VT__FUND_001")
    _spec(root / "VT__FUND_001", task_id="VT/FUND_001", suite=SUITE)
    with EmbeddedServices(tmp_path / "operator", workers=2) as operator:
        given = ServiceOptions(
            registry=operator.endpoints.registry,
            executor=operator.endpoints.executor,
            token=operator.token(Role.PUBLISHER),
        )
        found = run_validation(
            root, SUITE, "v-remote", [], Options(mutants=4, languages=False), workers=2,
            public_dir=contamination.default_corpus_dir(), progress=False, services=given,
        )  # fmt: skip
        with Client(operator.endpoints, operator.token(Role.READER)) as reader:
            versions = [v.version for v in reader.versions(SUITE)]
        with pytest.raises(FailedPrecondition, match="v-remote"):  # a published version stays
            run_validation(
                root, SUITE, "v-remote", [], Options(mutants=0, languages=False), workers=2,
                public_dir=contamination.default_corpus_dir(), progress=False, services=given,
            )  # fmt: skip
    assert [r.task_id for r in found] == ["VT/FUND_001"]
    failed = {k: v.detail for k, v in found[0].checks.items() if not v.ok}
    assert failed == {}
    assert found[0].mutation is not None and found[0].mutation[1] >= 1
    assert versions == ["v-remote"]
