"""The three services as separate `rockman-client serve` processes, used as a user would."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from rockman import auth
from rockman.problems import variants
from tests.conftest import PROBLEMS, ROOT

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
# The module fixture builds every local suite (240 problems in 7 languages) into the registry
# before the first test: about 3 min on a quiet 2-core machine, more under load.
pytestmark = pytest.mark.timeout(900)


def start(home: Path, *args: str) -> tuple[subprocess.Popen[str], str]:
    """Start `serve` and read the one address line it prints."""
    env = dict(os.environ, ROCKMAN_HOME=str(home))
    proc = subprocess.Popen(
        # Debug level: test_secrets_never_reach_a_log reads these logs.
        [
            *CLIENT,
            "--log-level",
            "debug",
            "--log-file",
            str(home / f"{args[1]}.log"),
            "serve",
            *args,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().split()
    if len(line) != 2:
        proc.kill()
        raise AssertionError(
            f"serve printed {line!r}; stderr: {proc.stderr.read() if proc.stderr else ''}"
        )
    return proc, line[1]


@dataclass
class Deployment:
    registry: str
    executor: str
    scorer: str
    procs: list[subprocess.Popen[str]]
    home: Path  # the services' ROCKMAN_HOME (tokens.json)


@pytest.fixture(scope="module")
def three_services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    """One deployment for the module: its registry builds every local suite (the 240-problem
    one too) at start, which is most of the module's time. The SIGTERM test, last, ends it."""
    tmp_path = tmp_path_factory.mktemp("services")
    procs: list[subprocess.Popen[str]] = []
    try:
        registry, registry_addr = start(tmp_path, "--service", "registry")
        procs.append(registry)
        executor_token = auth.read_token_file(tmp_path / "tokens.json", auth.Role.EXECUTOR)
        executor, executor_addr = start(
            tmp_path, "--service", "executor", "--registry", registry_addr, "--workers", "2",
            f"--registry-token={executor_token}",
        )  # fmt: skip
        procs.append(executor)
        scorer, scorer_addr = start(tmp_path, "--service", "scorer")
        procs.append(scorer)
        yield Deployment(registry_addr, executor_addr, scorer_addr, procs, tmp_path)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)


def test_client_against_separate_services(tmp_path: Path, three_services: Deployment) -> None:
    samples = tmp_path / "samples.jsonl"
    records = []
    for folder in sorted(PROBLEMS.glob("Starter__*")):
        task = folder.name.replace("__", "/")
        records.append({"task_id": task, "solution": (folder / "reference.py").read_text()})
        bug = variants.buggy_variants(folder)[0]
        records.append({"task_id": task, "solution": bug.code, "sample_id": "bug"})
    samples.write_text("".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "run"
    reader = auth.read_token_file(three_services.home / "tokens.json", auth.Role.READER)
    env = dict(os.environ, ROCKMAN_HOME=str(tmp_path / "client-home"), ROCKMAN_TOKEN=reader)
    proc = subprocess.run(
        [
            *CLIENT,
            "run",
            "--samples",
            str(samples),
            "--out",
            str(out),
            "--json",
            "--registry",
            three_services.registry,
            "--executor",
            three_services.executor,
            "--scorer",
            three_services.scorer,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    n = len(records) // 2
    assert report["overall"]["n_problems"] == n and report["overall"]["n_samples"] == 2 * n
    assert report["overall"]["pass_at_1"] == pytest.approx(0.5)
    results = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    verdicts = {(r["task_id"], r["sample_id"]): r["verdict"] for r in results}
    assert all(v == "PASS" for (t, s), v in verdicts.items() if s != "bug")
    assert all(v != "PASS" for (t, s), v in verdicts.items() if s == "bug")
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["endpoints"]["executor"] == three_services.executor
    # No embedded registry was created for the client: it used the running one.
    assert not (tmp_path / "client-home" / "registry.db").exists()


def test_generated_run_against_separate_services(
    tmp_path: Path, three_services: Deployment
) -> None:
    """Generation from a model endpoint (a scripted OpenAI server on loopback), evaluation by
    services started as their own processes."""
    from tests.integration.test_generated_run import TASKS, answer
    from tests.openai_server import ScriptedOpenAI

    out = tmp_path / "run"
    reader = auth.read_token_file(three_services.home / "tokens.json", auth.Role.READER)
    env = dict(os.environ, ROCKMAN_HOME=str(tmp_path / "client-home"), ROCKMAN_TOKEN=reader)
    with ScriptedOpenAI(answer=answer) as model:
        tasks = [flag for task in TASKS for flag in ("--task", task)]
        proc = subprocess.run(
            [*CLIENT, "run", "--base-url", model.base_url, "--model", "test-model",
             "--seed", "10", "--n", "2", *tasks, "--out", str(out), "--json",
             "--registry", three_services.registry, "--executor", three_services.executor,
             "--scorer", three_services.scorer],
            capture_output=True, text=True, env=env, timeout=300, cwd=ROOT,
        )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["overall"]["n_samples"] == 4 and report["overall"]["pass_at_1"] == 0.5
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["endpoints"]["executor"] == three_services.executor
    assert manifest["generation"]["samples"]["generated"] == 4
    assert not (tmp_path / "client-home" / "registry.db").exists()


SECRET_SHAPES = re.compile(r"r[kr]-[A-Za-z0-9_-]{40,}")  # role tokens (rk-) and runner tokens


def test_secrets_never_reach_a_log(tmp_path: Path, three_services: Deployment) -> None:
    """The three services log at debug level; a client at debug level runs with a good token
    and then an unknown one. No role token, runner token or master key appears in any log or
    output (docs/security.md), nor the executor's signing key, whose signed run the served
    scorer accepts."""
    home = three_services.home
    samples = tmp_path / "samples.jsonl"
    samples.write_text(
        json.dumps({"task_id": "Starter/STATE_001", "completion": "    return None\n"}) + "\n"
    )
    reader = auth.read_token_file(home / "tokens.json", auth.Role.READER)
    unknown = "rk-" + "w" * 43
    services = ["--registry", three_services.registry, "--executor", three_services.executor,
                "--scorer", three_services.scorer]  # fmt: skip
    captured: list[str] = []
    for name, token in (("good", reader), ("unknown", unknown)):
        log = tmp_path / f"client-{name}.log"
        proc = subprocess.run(
            [*CLIENT, "--log-level", "debug", "--log-file", str(log), "run", "--samples",
             str(samples), "--out", str(tmp_path / name), *services],
            capture_output=True, text=True, timeout=600, cwd=ROOT,
            env=dict(os.environ, ROCKMAN_HOME=str(tmp_path / "client-home"), ROCKMAN_TOKEN=token),
        )  # fmt: skip
        if name == "good":
            assert proc.returncode == 0, proc.stderr
        else:
            assert proc.returncode != 0 and "unknown token" in proc.stderr, proc.stderr
        captured += [proc.stdout, proc.stderr, log.read_text()]
        captured += [p.read_text() for p in (tmp_path / name).glob("*") if p.is_file()]
    # The served scorer trusts the served executor's key (the same home): the run is accepted.
    proc = subprocess.run(
        [*CLIENT, "--log-level", "debug", "--log-file", str(tmp_path / "client-good.log"),
         "submit", str(tmp_path / "good"), "--model", "m", *services],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
        env=dict(os.environ, ROCKMAN_HOME=str(tmp_path / "client-home"), ROCKMAN_TOKEN=reader),
    )  # fmt: skip
    assert proc.returncode == 0 and "added entry #" in proc.stderr, proc.stderr
    captured += [proc.stdout, proc.stderr, (tmp_path / "client-good.log").read_text()]
    service_logs = [(home / f"{s}.log").read_text() for s in ("registry", "executor", "scorer")]
    assert all('"level": "debug"' in text for text in service_logs)  # the capture is real
    assert any("UNAUTHENTICATED" in text for text in service_logs)
    everything = "\n".join(captured + service_logs)
    tokens = json.loads((home / "tokens.json").read_text())
    key = (home / "registry.key").read_text().strip()
    signing_key = (home / "executor-signing.key").read_text().strip()
    assert signing_key[32:] not in everything  # no half of the executor's private key either
    for secret in [key, signing_key, unknown, *(t for ts in tokens.values() for t in ts)]:
        assert secret not in everything, "a secret reached a log or an output"
    assert not SECRET_SHAPES.findall(everything)


def test_sigterm_drains_and_exits_cleanly(three_services: Deployment) -> None:
    for proc in three_services.procs:
        proc.send_signal(signal.SIGTERM)
    for proc in three_services.procs:
        code = proc.wait(timeout=30)
        err = proc.stderr.read()[-2000:] if proc.stderr else ""
        assert code == 0, f"{proc.args!r} exited {code}: {err}"
