"""`rockman-client submit` and `leaderboard` as a user runs them: real runs of the starter suite,
a real scorer (the CLI's embedded one, or a separate process restarted between calls), real
files."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from rockman import grpcutil, signing
from rockman.auth import Role, read_token_file
from rockman.client import Client, EmbeddedServices
from rockman.client.run import SAMPLES, RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.client.services import home_public_key
from rockman.client.suites import sync_local_suite
from rockman.problems import seeds, variants
from rockman.v1 import leaderboard_pb2, leaderboard_pb2_grpc
from tests.conftest import PROBLEMS, ROOT
from tests.integration.test_cli import rockman, write_samples

MODELS = ("reference", "near", "buggy")


def _samples() -> dict[str, list[dict[str, str]]]:
    """reference: every reference solution; near: the same with one problem's buggy variant
    (11 of 12, within noise of reference); buggy: every buggy variant (as `make demo`)."""
    out: dict[str, list[dict[str, str]]] = {m: [] for m in MODELS}
    folders = sorted(PROBLEMS.glob("Starter__*"))
    for i, folder in enumerate(folders):
        task = folder.name.replace("__", "/")
        reference = (folder / "reference.py").read_text()
        bugs = variants.buggy_variants(folder)
        out["reference"].append({"task_id": task, "solution": reference})
        near = bugs[0].code if i == 0 else reference
        out["near"].append({"task_id": task, "solution": near})
        out["buggy"] += [{"task_id": task, "sample_id": b.name, "solution": b.code} for b in bugs]
    return out


@pytest.fixture(scope="module")
def private_services(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[EmbeddedServices, str]]:
    """Services with the starter suite built from their home's private seed: the leaderboard
    ranks no run of the development split (the session's `embedded` services)."""
    home = tmp_path_factory.mktemp("leaderboard-home")
    with EmbeddedServices(home, workers=2) as services:
        with Client(services.endpoints, services.token(Role.PUBLISHER)) as client:
            seed = seeds.home_seed(home)
            version = sync_local_suite(client, "starter", PROBLEMS, seed=seed)
        yield services, version


@pytest.fixture(scope="module")
def runs(
    tmp_path_factory: pytest.TempPathFactory, private_services: tuple[EmbeddedServices, str]
) -> dict[str, Path]:
    """Three run folders, written by the same code as `rockman-client run` against the module's
    private-seed services (one process: the slow part, shared by the tests)."""
    services, version = private_services
    base = tmp_path_factory.mktemp("leaderboard-runs")
    folders = {}
    with Client(services.endpoints, services.token(Role.READER)) as client:
        for model, records in _samples().items():
            out = base / model
            out.mkdir()
            samples = write_samples(out / SAMPLES, records)  # a run folder keeps its samples
            options = RunOptions(
                suite="starter", out=out, version=version, model=model, samples_path=samples
            )
            evaluate(client, read_samples(samples), options)
            folders[model] = out
    return folders


def trusting(home: Path, private_services: tuple[EmbeddedServices, str]) -> Path:
    """A client home whose embedded scorer trusts the executor's key (the one that signed the
    runs), as a lab lists its executors in HOME/trusted-executor-keys, and ranks runs judged
    with that executor's private seed (the lab's one seed, shared by its homes)."""
    home.mkdir(parents=True, exist_ok=True)
    shutil.copy2(private_services[0].home / seeds.SEED_FILE, home / seeds.SEED_FILE)
    key = home_public_key(private_services[0].home)
    assert key is not None
    (home / signing.HOME_TRUSTED_FILE).write_text(f"# the runs' executor\n{key.hex()}\n")
    return home


def board_json(home: Path, *args: str) -> dict:
    proc = rockman(home, "leaderboard", "--json", *args)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_submit_and_show_the_leaderboard(
    tmp_path: Path, runs: dict[str, Path], private_services: tuple[EmbeddedServices, str]
) -> None:
    home = trusting(tmp_path / "home", private_services)
    proc = rockman(
        home, "submit", str(runs["reference"]), "--temperature", "0", "--max-tokens", "2048",
        "--attempts", "1", "--model-version", "2026-01", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    entry = json.loads(proc.stdout)
    assert entry["model"] == "reference" and entry["temperature"] == 0.0
    assert entry["overall"]["pass_at_1"] == 1.0 and entry["overall"]["n_problems"] == 12
    for model in ("buggy", "near"):  # submission order does not matter
        proc = rockman(home, "submit", str(runs[model]))
        assert proc.returncode == 0, proc.stderr
        assert "added entry #" in proc.stderr and model in proc.stderr

    board = board_json(home)
    assert len(board["groups"]) == 1
    group = board["groups"][0]
    assert group["suite"] == "starter" and group["version"].startswith("local-")
    entries = group["entries"]
    assert [e["model"] for e in entries] == ["reference", "near", "buggy"]
    assert [e["not_significant_from_above"] for e in entries] == [False, True, False]
    reference, near, buggy = entries
    manifest = json.loads((runs["reference"] / "manifest.json").read_text())
    environment = manifest["executor_capabilities"]["environment"]
    assert reference["cpu_model"] == environment["cpu_model"]
    assert reference["cpu_count"] == int(environment["cpu_count"])
    assert reference["date"] == manifest["created_at"]
    assert (reference["max_tokens"], reference["attempts"]) == (2048, 1)
    assert reference["model_version"] == "2026-01" and near["temperature"] is None
    # one sample each on the same problems: McNemar; near loses one problem of 12
    assert reference["versus_next"]["test"] == "mcnemar_exact"
    assert reference["versus_next"]["p_value"] == 1.0
    assert near["overall"]["pass_at_1"] == pytest.approx(11 / 12)
    # several buggy samples per problem: the paired test on pass rates
    assert near["versus_next"]["test"] in ("paired_t", "sign_exact")
    assert near["versus_next"]["significant"] and buggy["versus_next"] is None
    report = json.loads((runs["near"] / "report.json").read_text())
    assert near["dp"]["pass_at_1"] == report["by_category"]["dynamic_programming"]["pass_at_1"]
    assert near["graphs"] is not None and near["debug"] is not None and near["adv"] is not None
    assert near["adv"]["n_problems"] == sum(
        report["by_difficulty"].get(str(d), {}).get("n_problems", 0) for d in (4, 5, 6, 7)
    )

    md = rockman(home, "leaderboard", "--md")
    assert md.returncode == 0, md.stderr
    assert (
        "| # | Model | Version | Temp | Tokens | Attempts | Hardware | Date | Overall | DP |"
        in (md.stdout)
    )
    assert "| ≈ 2 | near |" in md.stdout and "≈ before a rank" in md.stdout
    text = rockman(home, "leaderboard", "--suite", "starter")
    assert text.returncode == 0 and "≈ 2" in text.stdout
    page = tmp_path / "board.html"
    html = rockman(home, "leaderboard", "--html", "--out", str(page))
    assert html.returncode == 0, html.stderr
    assert page.read_text().startswith("<!DOCTYPE html>") and 'class="tied"' in page.read_text()


def test_duplicate_and_corrupt_runs_are_refused(
    tmp_path: Path, runs: dict[str, Path], private_services: tuple[EmbeddedServices, str]
) -> None:
    home = trusting(tmp_path / "home", private_services)
    assert rockman(home, "submit", str(runs["near"])).returncode == 0
    again = rockman(home, "submit", str(runs["near"]), "--model", "renamed")
    assert again.returncode == 1
    assert "on the leaderboard already: entry #1 (near" in again.stderr

    tampered = tmp_path / "tampered"
    shutil.copytree(runs["near"], tampered)
    manifest = json.loads((tampered / "manifest.json").read_text())
    manifest["files"]["results"]["sha256"] = "0" * 64
    (tampered / "manifest.json").write_text(json.dumps(manifest))
    proc = rockman(home, "submit", str(tampered))
    assert proc.returncode == 1 and "the run folder changed after the run" in proc.stderr

    (tampered / "manifest.json").write_text("{not json")
    proc = rockman(home, "submit", str(tampered))
    assert proc.returncode == 1 and "manifest.json is corrupt" in proc.stderr
    (tampered / "report.json").unlink()
    proc = rockman(home, "submit", str(tampered))
    assert proc.returncode == 1 and "report.json missing" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert [e["model"] for e in board_json(home)["groups"][0]["entries"]] == ["near"]


def _serve_scorer(home: Path) -> tuple[subprocess.Popen[str], str]:
    env = dict(os.environ, ROCKMAN_HOME=str(home))
    proc = subprocess.Popen(
        [sys.executable, "-m", "rockman.client.cli", "--log-file", str(home / "scorer.log"),
         "serve", "--service", "scorer"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None
    line = proc.stdout.readline().split()
    assert len(line) == 2, proc.stderr.read() if proc.stderr else ""
    return proc, line[1]


@pytest.fixture
def scorer_home(tmp_path: Path) -> Iterator[tuple[Path, list[subprocess.Popen[str]]]]:
    procs: list[subprocess.Popen[str]] = []
    yield tmp_path / "scorer-home", procs
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)


def test_entries_survive_a_scorer_restart_and_the_scorer_checks_too(
    tmp_path: Path,
    runs: dict[str, Path],
    scorer_home: tuple[Path, list[subprocess.Popen[str]]],
    private_services: tuple[EmbeddedServices, str],
) -> None:
    home, procs = scorer_home
    trusting(home, private_services)
    proc, address = _serve_scorer(home)
    procs.append(proc)
    client_home = tmp_path / "client-home"
    # The served scorer checks the tokens file of its home, as a registry would.
    token = read_token_file(home / "tokens.json", Role.READER)
    submitted = rockman(
        client_home, "submit", str(runs["reference"]), "--scorer", address, "--token", token
    )
    assert submitted.returncode == 0, submitted.stderr

    # The scorer does not trust the client: an edited record, results that differ from the
    # manifest's hash, and a run it holds already, are refused by the service itself.
    folder = runs["near"]
    channel = grpcutil.channel(address)
    stub = leaderboard_pb2_grpc.LeaderboardServiceStub(grpcutil.authorized(channel, token))
    first = leaderboard_pb2.SubmitRunRequest(
        manifest_json=(folder / "manifest.json").read_text(),
        report_json=(folder / "report.json").read_text(),
    )
    original = (folder / "results.jsonl").read_bytes()
    tampered = original.replace(b'"PASS"', b'"WRONG_ANSWER"', 1)
    with pytest.raises(grpc.RpcError) as bad:
        stub.SubmitRun(iter([first, leaderboard_pb2.SubmitRunRequest(results_chunk=tampered)]))
    assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    line = original[: original.index(b'"PASS"')].count(b"\n") + 1
    assert f"results.jsonl:{line} (Starter/" in (bad.value.details() or "")
    assert "altered" in (bad.value.details() or "")
    reordered = b"".join(reversed(original.splitlines(keepends=True)))  # still signed
    with pytest.raises(grpc.RpcError) as bad:
        stub.SubmitRun(iter([first, leaderboard_pb2.SubmitRunRequest(results_chunk=reordered)]))
    assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "manifest.json records" in (bad.value.details() or "")
    reference = runs["reference"]
    duplicate = leaderboard_pb2.SubmitRunRequest(
        manifest_json=(reference / "manifest.json").read_text(),
        report_json=(reference / "report.json").read_text(),
        results_chunk=(reference / "results.jsonl").read_bytes(),
    )
    with pytest.raises(grpc.RpcError) as dup:
        stub.SubmitRun(iter([duplicate]))
    assert dup.value.code() == grpc.StatusCode.ALREADY_EXISTS
    channel.close()

    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=30) == 0
    proc, address = _serve_scorer(home)
    procs.append(proc)
    board = board_json(client_home, "--scorer", address, "--token", token)
    assert [e["model"] for e in board["groups"][0]["entries"]] == ["reference"]
    assert (home / "scorer" / "leaderboard.db").is_file()
