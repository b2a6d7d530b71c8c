"""`humans import|show` and `calibrate` as a user runs them: real processes, real services.

One test runs the CLI fully embedded (its own ROCKMAN_HOME: the set must survive between two
processes in baselines.db); the others point the CLI at the session's services on loopback,
with the starter suite's reference samples run through them once for this module.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest

from rockman import grpcutil
from rockman.auth import Role
from rockman.client import Client, EmbeddedServices
from rockman.client.baseline_commands import humans_section
from rockman.client.demo import model_samples
from rockman.client.run import RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.problems import build
from rockman.v1 import baselines_pb2, baselines_pb2_grpc, scorer_pb2
from services.scorer import baselines
from tests.conftest import PROBLEMS, ROOT
from tests.integration.test_cli import rockman

EXAMPLE = ROOT / "tests" / "data" / "humans" / "starter_study.csv"
HEADER = ",".join(baselines.COLUMNS)


def one_line_error(proc: object, fragment: str) -> None:
    assert proc.returncode == 1, proc.stdout  # type: ignore[attr-defined]
    stderr: str = proc.stderr  # type: ignore[attr-defined]
    assert fragment in stderr, stderr
    assert "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1, stderr


def labels() -> dict[str, int]:
    return {spec.task_id: spec.difficulty for spec in build.discover(PROBLEMS, "starter")}


@pytest.fixture(scope="module")
def service_flags(embedded: tuple[EmbeddedServices, str]) -> list[str]:
    """CLI flags that use the session's services (no embedded start, no suite sync)."""
    services = embedded[0]
    e = services.endpoints
    token = services.token(Role.READER) or ""
    return [
        *("--registry", e.registry, "--executor", e.executor, "--scorer", e.scorer),
        *("--token", token),
    ]


@pytest.fixture(scope="module")
def reference_run(
    embedded: tuple[EmbeddedServices, str], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """A run folder of the starter suite's reference solutions (python), all passing."""
    services, version = embedded
    out = tmp_path_factory.mktemp("reference-run")
    samples = out / "samples.jsonl"
    records = model_samples(PROBLEMS)["reference"]
    samples.write_text("".join(json.dumps(r) + "\n" for r in records))
    with Client(services.endpoints, services.token(Role.READER)) as client:
        outcome = evaluate(
            client,
            read_samples(samples),
            RunOptions(suite="starter", out=out, version=version, model="reference"),
        )
    assert outcome.report["overall"]["pass_at_1"] == 1.0
    return out


@pytest.fixture
def api(embedded: tuple[EmbeddedServices, str]) -> Iterator[Client]:
    services = embedded[0]
    with Client(services.endpoints, services.token(Role.READER)) as c:
        yield c


def weak_model(path: Path, version: str) -> Path:
    """A synthetic results.jsonl: 10 samples per starter task, passing 8, 4 or 1 of them at
    difficulty 2, 3 or 4, plus one SANDBOX_ERROR per task (left out)."""
    passes = {2: 8, 3: 4, 4: 1}
    lines = []
    for task_id, level in sorted(labels().items()):
        for i in range(11):
            verdict = (
                "SANDBOX_ERROR" if i == 10 else "PASS" if i < passes[level] else "WRONG_ANSWER"
            )
            lines.append(
                {
                    "task_id": task_id,
                    "language": "python",
                    "sample_id": str(i),
                    "version": version,
                    "verdict": verdict,
                    "passed": verdict == "PASS",
                }
            )
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    return path


@pytest.mark.slow
def test_import_and_show_fully_embedded(tmp_path: Path) -> None:
    home = tmp_path / "home"
    imported = rockman(home, "humans", "import", str(EXAMPLE), "--set", "pilot", "--json")
    assert imported.returncode == 0, imported.stderr
    info = json.loads(imported.stdout)
    assert (info["set"], info["n_participants"], info["n_attempts"], info["n_problems"]) == (
        "pilot",
        8,
        52,
        7,
    )
    assert "imported human baseline set 'pilot'" in imported.stderr
    assert (home / "scorer" / "baselines.db").is_file()

    shown = rockman(home, "humans", "show", "--set", "pilot", "--json")
    assert shown.returncode == 0, shown.stderr
    section = json.loads(shown.stdout)
    # The same figures computed here from the file and the suite's labels.
    study = baselines.parse_csv(EXAMPLE.read_text(), str(EXAMPLE))
    solved = {2: 0, 3: 0, 4: 0}
    attempts = {2: 0, 3: 0, 4: 0}
    difficulty = labels()
    for a in study.attempts:
        attempts[difficulty[a.task_id]] += 1
        solved[difficulty[a.task_id]] += a.solved
    for level in (2, 3, 4):
        row = section["by_difficulty"][str(level)]
        assert (row["n_solved"], row["n_attempts"]) == (solved[level], attempts[level])
    assert section["overall"]["n_solved"] == sum(a.solved for a in study.attempts) == 39
    assert list(section["by_experience"]) == list(baselines.EXPERIENCE_LEVELS)
    assert section["by_category"]["fundamentals"]["solve_rate"] == 1.0


def test_bad_csv_is_one_line_error_and_stores_nothing(
    tmp_path: Path, service_flags: list[str]
) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text(
        f"{HEADER}\n"
        "a,novice,web,1,,Starter/FUND_001,python,true,60\n"
        "b,guru,web,1,,Starter/FUND_001,python,true,60\n"
    )
    proc = rockman(tmp_path, "humans", "import", str(bad), "--set", "bad", *service_flags)
    one_line_error(proc, "bad.csv:3: experience_level 'guru' is not one of")
    unknown = tmp_path / "unknown.csv"
    unknown.write_text(f"{HEADER}\na,novice,web,1,,Starter/NOPE_1,python,false,\n")
    proc = rockman(tmp_path, "humans", "import", str(unknown), "--set", "bad", *service_flags)
    one_line_error(proc, "unknown.csv:2: unknown task_id 'Starter/NOPE_1'")
    shown = rockman(tmp_path, "humans", "show", "--set", "bad", *service_flags)
    one_line_error(shown, "no human baseline set 'bad'")


def test_show_text_and_humans_section(
    tmp_path: Path, service_flags: list[str], api: Client
) -> None:
    first = rockman(tmp_path, "humans", "import", str(EXAMPLE), "--set", "show-1", *service_flags)
    assert first.returncode == 0, first.stderr
    again = rockman(tmp_path, "humans", "import", str(EXAMPLE), "--set", "show-1", *service_flags)
    one_line_error(again, "'show-1' exists already; import with --replace")
    small = tmp_path / "small.csv"
    small.write_text(f"{HEADER}\nz,expert,compilers,9,,Starter/DP_001,cpp,true,300\n")
    replaced = rockman(
        tmp_path, "humans", "import", str(small), "--set", "show-1", "--replace", *service_flags
    )
    assert replaced.returncode == 0, replaced.stderr
    text = rockman(tmp_path, "humans", "show", "--set", "show-1", *service_flags)
    assert text.returncode == 0, text.stderr
    assert "participants: 1; experience: expert 1" in text.stdout
    assert "dynamic_programming" in text.stdout and "300 [300-300]" in text.stdout
    as_json = rockman(tmp_path, "humans", "show", "--set", "show-1", "--json", *service_flags)
    assert json.loads(as_json.stdout) == humans_section(api, "show-1")


def test_calibrate_models_and_humans(
    tmp_path: Path,
    service_flags: list[str],
    reference_run: Path,
    embedded: tuple[EmbeddedServices, str],
) -> None:
    version = embedded[1]
    imported = rockman(tmp_path, "humans", "import", str(EXAMPLE), "--set", "cal", *service_flags)
    assert imported.returncode == 0, imported.stderr
    weak = weak_model(tmp_path / "weak.jsonl", version)
    plot = tmp_path / "calibration.png"
    proc = rockman(
        tmp_path,
        "calibrate",
        str(reference_run),
        str(weak),
        "--humans",
        "cal",
        "--json",
        "--plot",
        str(plot),
        *service_flags,
    )
    assert proc.returncode == 0, proc.stderr
    record = json.loads(proc.stdout)
    assert plot.read_bytes().startswith(b"\x89PNG")
    abilities = {a["respondent"]: a for a in record["rasch"]["abilities"]}
    assert abilities["reference"]["kind"] == "model"
    assert abilities["reference"]["solved"] == abilities["reference"]["attempts"] == 12
    assert abilities[str(weak)]["attempts"] == 120  # sandbox errors left out
    assert sum(a["kind"] == "human" for a in abilities.values()) == 8
    assert abilities["reference"]["ability"] > abilities[str(weak)]["ability"]
    assert [lv["difficulty"] for lv in record["levels"]] == [2, 3, 4]
    assert [lv["n_problems"] for lv in record["levels"]] == [5, 6, 1]
    assert len(record["problems"]) == 12
    rates = [lv["solve_rate"] for lv in record["levels"]]
    assert rates[0] > rates[1] > rates[2]
    assert record["cochran_armitage"]["z"] < 0 and record["cochran_armitage"]["p_value"] < 0.05
    assert record["kendall"]["coefficient"] > 0 and record["spearman"]["coefficient"] > 0
    assert "Monte Carlo permutation" in record["jonckheere"]["method"]
    assert set(record["disagreements"]) <= set(labels())
    assert any("level(s) 4 have a single problem" in w for w in record["warnings"])

    text = rockman(tmp_path, "calibrate", str(weak), *service_flags)
    assert text.returncode == 0, text.stderr
    assert "Difficulty calibration: 1 model(s), 0 human(s), 12 problems" in text.stdout
    assert "Rasch fit" in text.stdout and "verdict: the labels are" in text.stdout


def test_calibrate_bad_input(tmp_path: Path, service_flags: list[str]) -> None:
    one_line_error(rockman(tmp_path, "calibrate", *service_flags), "calibrate needs results")
    one_line_error(
        rockman(tmp_path, "calibrate", "--humans", "never-imported", *service_flags),
        "no human baseline set 'never-imported'",
    )
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"task_id": "Starter/DP_001"}\n')
    one_line_error(
        rockman(tmp_path, "calibrate", str(broken), *service_flags),
        "broken.jsonl:1: not a results.jsonl record",
    )
    unknown = tmp_path / "unknown.jsonl"
    unknown.write_text(
        json.dumps(
            {"task_id": "Starter/NOPE_1", "language": "python", "sample_id": "0", "verdict": "PASS"}
        )
        + "\n"
    )
    one_line_error(
        rockman(tmp_path, "calibrate", str(unknown), *service_flags),
        "unknown task 'Starter/NOPE_1'",
    )
    missing_folder = tmp_path / "nowhere" / "plot.png"
    one_line_error(
        rockman(tmp_path, "calibrate", str(unknown), "--plot", str(missing_folder), *service_flags),
        "folder",
    )


def test_status_codes_of_the_baseline_service(embedded: tuple[EmbeddedServices, str]) -> None:
    channel = grpc.insecure_channel(embedded[0].endpoints.scorer)
    reader = embedded[0].token(Role.READER)
    stub = baselines_pb2_grpc.BaselineServiceStub(grpcutil.authorized(channel, reader))
    meta = scorer_pb2.ProblemMeta(task_id="T/1", difficulty=2)
    good = f"{HEADER}\na,novice,web,1,,T/1,python,true,60\n"

    def code(call: Any, request: Any) -> grpc.StatusCode:
        with pytest.raises(grpc.RpcError) as info:
            call(request, timeout=30)
        return info.value.code()

    try:
        bad = baselines_pb2.ImportHumansRequest(
            set_name="codes", csv=good.replace("novice", "guru"), problems=[meta]
        )
        assert code(stub.ImportHumans, bad) == grpc.StatusCode.INVALID_ARGUMENT
        request = baselines_pb2.ImportHumansRequest(set_name="codes", csv=good, problems=[meta])
        assert stub.ImportHumans(request, timeout=30).set.n_attempts == 1
        assert code(stub.ImportHumans, request) == grpc.StatusCode.ALREADY_EXISTS
        missing = baselines_pb2.HumanSummaryRequest(set_name="no-such-set")
        assert code(stub.HumanSummary, missing) == grpc.StatusCode.NOT_FOUND
        empty = baselines_pb2.CalibrateRequest()
        assert code(stub.Calibrate, empty) == grpc.StatusCode.INVALID_ARGUMENT
        humans_only = stub.Calibrate(baselines_pb2.CalibrateRequest(human_set="codes"), timeout=30)
        assert [p.task_id for p in humans_only.problems] == ["T/1"]
    finally:
        channel.close()


def test_report_shows_a_human_set_beside_the_model(
    tmp_path: Path, service_flags: list[str], reference_run: Path
) -> None:
    imported = rockman(tmp_path, "humans", "import", str(EXAMPLE), "--set", "rep", *service_flags)
    assert imported.returncode == 0, imported.stderr
    as_json = rockman(
        tmp_path, "report", str(reference_run), "--format", "json", "--humans", "rep",
        *service_flags,
    )  # fmt: skip
    assert as_json.returncode == 0, as_json.stderr
    record = json.loads(as_json.stdout)
    assert record["humans"]["set"] == "rep" and record["humans"]["participants"]["n"] == 8
    assert record["overall"]["n_problems"] > 0  # the model's own numbers are still there
    markdown = rockman(tmp_path, "report", str(reference_run), "--humans", "rep", *service_flags)
    assert markdown.returncode == 0, markdown.stderr
    assert "Human baselines" in markdown.stdout
    missing = rockman(tmp_path, "report", str(reference_run), "--humans", "nope", *service_flags)
    one_line_error(missing, "no human baseline set 'nope'")
