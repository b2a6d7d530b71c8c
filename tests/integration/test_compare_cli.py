"""`rockman-client compare` and `power` as a user runs them, on real result files.

One real evaluation of the starter suite (each problem's reference solution and its buggy
variants) gives the results.jsonl lines; the files compared are subsets of those lines. The
first test runs the CLI fully embedded (its own registry, built from problems/); the others point
the CLI at this module's services to save the build.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from scipy.stats import binomtest

from rockman.auth import Role
from rockman.client import Client, EmbeddedServices
from rockman.client.demo import model_samples
from rockman.client.run import RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.client.suites import sync_local_suite
from rockman.problems import seeds
from rockman.v1 import common_pb2 as pb
from tests.conftest import PROBLEMS, ROOT

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
SECOND_VERSION = "compare-test-v2"


def rockman(home: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ROCKMAN_HOME=str(home))
    return subprocess.run(
        [*CLIENT, *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=ROOT
    )


@dataclass
class Results:
    folder: Path
    services: list[str]  # CLI flags pointing at this module's services
    version: str
    records: list[dict[str, Any]]

    def write(self, name: str, records: list[dict[str, Any]]) -> Path:
        path = self.folder / name
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        return path

    def reference(self) -> list[dict[str, Any]]:
        found = [r for r in self.records if r["sample_id"] == "reference"]
        return sorted(found, key=lambda r: r["task_id"])

    def first_buggy(self) -> list[dict[str, Any]]:
        first: dict[str, dict[str, Any]] = {}
        for r in sorted(self.records, key=lambda r: r["sample_id"]):
            if r["sample_id"] != "reference":
                first.setdefault(r["task_id"], r)
        return sorted(first.values(), key=lambda r: r["task_id"])

    def buggy(self) -> list[dict[str, Any]]:
        return [r for r in self.records if r["sample_id"] != "reference"]


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Results]:
    """Services of this module with the starter suite (and a second version of it), and the
    results of one real run of every reference and buggy solution."""
    home = tmp_path_factory.mktemp("compare-home")
    folder = tmp_path_factory.mktemp("compare-results")
    with EmbeddedServices(home, workers=2) as services:
        with Client(services.endpoints, services.token(Role.PUBLISHER)) as publisher:
            version = sync_local_suite(publisher, "starter", PROBLEMS, seed=seeds.DEVELOPMENT)
            _, sources = publisher.export_version("starter", version)
            python = [src for src in sources if src.problem.language == pb.LANGUAGE_PYTHON]
            publisher.put_version("starter", SECOND_VERSION, python)
            models = model_samples(PROBLEMS)
            samples_path = folder / "samples.jsonl"
            samples_path.write_text(
                "".join(json.dumps(r) + "\n" for r in models["reference"] + models["buggy"]),
                encoding="utf-8",
            )
            outcome = evaluate(
                publisher,
                read_samples(samples_path),
                RunOptions(suite="starter", out=folder / "run", version=version, model="both"),
            )
        e = services.endpoints
        flags = ["--registry", e.registry, "--executor", e.executor, "--scorer", e.scorer]
        flags += ["--token", services.token(Role.READER) or ""]
        yield Results(folder, flags, version, outcome.results)


def test_compare_fully_embedded_mcnemar(results: Results, tmp_path: Path) -> None:
    """Reference against the first buggy variant: one sample per problem, McNemar's test."""
    ref = results.reference()
    assert len(ref) == 12 and all(r["verdict"] == "PASS" for r in ref)
    buggy = results.first_buggy()
    a = results.write("ref.jsonl", ref)
    run_b = tmp_path / "buggy-run"
    run_b.mkdir()
    (run_b / "results.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in buggy), encoding="utf-8"
    )
    (run_b / "report.json").write_text(json.dumps({"model": "buggy-model"}), encoding="utf-8")
    proc = rockman(tmp_path / "home", "compare", str(a), str(run_b), "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {
        "a",
        "b",
        "pairing",
        "alpha",
        "power",
        "difference",
        "z_test",
        "paired",
        "categories",
        "design",
        "dropped",
        "notes",
        "split",
    }
    # Both runs were judged with the development split, so the embedded registry built the
    # local suite from it too: the same versions, no warning about different cases.
    assert out["split"]["a"]["kind"] == out["split"]["b"]["kind"] == "development"
    assert "warnings" not in out and "warning" not in proc.stderr
    assert out["a"]["label"] == str(a) and out["b"]["label"] == "buggy-model"
    assert out["b"]["path"] == str(run_b / "results.jsonl")
    assert out["a"]["version"] == results.version and out["a"]["suite"] == "starter"
    assert out["a"]["n_problems"] == out["b"]["n_problems"] == 12
    failed = sum(r["verdict"] != "PASS" for r in buggy)
    paired = out["paired"]
    assert paired["method"] == "mcnemar_exact"
    assert (paired["a_better"], paired["b_better"]) == (failed, 0)
    assert paired["p_value"] == pytest.approx(binomtest(failed, failed, 0.5).pvalue)
    assert paired["significant"] is True
    assert paired["difference"] == pytest.approx(failed / 12)
    assert paired["mde"] is not None and paired["underpowered"] == (
        paired["mde"] > paired["difference"]
    )
    assert out["z_test"]["method"] == "two_proportion_z" and out["z_test"]["mde"] > 0
    assert {c["category"] for c in out["categories"]} >= {"math", "graphs", "debugging"}
    for c in out["categories"]:
        assert c["test"]["method"] == "mcnemar_exact"
        assert c["p_holm"] >= c["test"]["p_value"]
    assert out["design"]["icc"] is None  # one sample per problem: not identifiable


def test_compare_paired_differences_and_text(results: Results) -> None:
    """Several samples per problem in B: paired t-test; human-readable output."""
    ref = results.reference()
    evens = {r["task_id"] for i, r in enumerate(ref) if i % 2 == 0}
    mixed = results.buggy() + [r for r in ref if r["task_id"] in evens]
    a, b = results.write("ref.jsonl", ref), results.write("mixed.jsonl", mixed)
    proc = rockman(results.folder / "home", "compare", str(a), str(b), *results.services)
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert "paired (paired t-test, 12 problems" in text
    assert "the methodology's two-proportion z-test" in text
    assert "per category (Holm-adjusted" in text
    assert "MDE at 80% power" in text
    proc = rockman(
        results.folder / "home",
        "compare",
        str(a),
        str(b),
        "--json",
        "--alpha",
        "0.1",
        *results.services,
    )
    out = json.loads(proc.stdout)
    assert out["alpha"] == 0.1 and out["paired"]["method"] == "paired_t"
    rates: dict[str, tuple[int, int]] = {}
    for r in mixed:
        n, c = rates.get(r["task_id"], (0, 0))
        rates[r["task_id"]] = (n + 1, c + (r["verdict"] == "PASS"))
    diffs = [1 - c / n for n, c in rates.values()]
    assert out["paired"]["difference"] == pytest.approx(sum(diffs) / 12)
    assert out["b"]["samples_per_problem"] == pytest.approx(len(mixed) / 12)
    assert out["b"]["n_samples"] == len(mixed)
    assert out["design"]["samples_b"] == pytest.approx(len(mixed) / 12)
    sd = math.sqrt(sum((d - sum(diffs) / 12) ** 2 for d in diffs) / 11)
    assert out["paired"]["standard_error"] == pytest.approx(sd / math.sqrt(12))


def test_compare_bad_input(results: Results) -> None:
    ref = results.reference()
    a = results.write("ref.jsonl", ref)
    home = results.folder / "home"

    def fails(*args: str) -> str:
        proc = rockman(home, "compare", *args, *results.services)
        assert proc.returncode != 0, proc.stdout
        assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
        return proc.stderr

    dup = results.write("dup.jsonl", [*ref, ref[3]])
    assert f"duplicate sample id 'reference' for {ref[3]['task_id']}" in fails(str(a), str(dup))
    missing = results.write("missing.jsonl", ref[2:])
    err = fails(str(a), str(missing))
    assert f"only in A: {ref[0]['task_id']}, {ref[1]['task_id']}" in err
    assert "pairing 'common'" in err
    proc = rockman(
        home, "compare", str(a), str(missing), "--pairing", "common", "--json", *results.services
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["dropped"] == [ref[0]["task_id"], ref[1]["task_id"]]
    other = results.write("v2.jsonl", [dict(r, version=SECOND_VERSION) for r in ref])
    err = fails(str(a), str(other))
    assert f"starter {results.version} and results B on starter {SECOND_VERSION}" in err
    mixed = results.write(
        "mixed-versions.jsonl", [*ref[:6], *(dict(r, version=SECOND_VERSION) for r in ref[6:])]
    )
    assert "mix suite versions" in fails(str(mixed), str(a))
    unknown = results.write("unknown.jsonl", [dict(ref[0], task_id="Starter/NOPE_9")])
    assert "unknown.jsonl:1:" in fails(str(a), str(unknown))
    broken = results.folder / "broken.jsonl"
    broken.write_text('{"task_id": "x"}\n', encoding="utf-8")
    assert "broken.jsonl:1: not a results.jsonl record" in fails(str(a), str(broken))
    assert "does not exist" in fails(str(a), str(results.folder / "nope.jsonl"))
    assert "holds no results.jsonl" in fails(str(a), str(results.folder))


def test_power(results: Results) -> None:
    home = results.folder / "home"
    proc = rockman(
        home,
        "power",
        "--p-a",
        "0.6",
        "--effect",
        "0.05",
        "--problems",
        "300",
        "--samples",
        "5",
        "--icc",
        "0.4",
        "--task-correlation",
        "0.7",
        "--json",
        *results.services,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"inputs", "designs", "by_samples", "notes"}
    assert out["inputs"] == {
        "base_rate": 0.6,
        "effect": 0.05,
        "problems": 300,
        "samples": 5,
        "alpha": 0.05,
        "power": 0.8,
        "icc": 0.4,
        "task_correlation": 0.7,
    }
    assert set(out["designs"]) == {"z_test", "two_sample", "paired"}
    paired = out["designs"]["paired"]
    sd = math.sqrt(0.24 * (2 * 0.4 * 0.3 + 2 * 0.6 / 5))
    assert paired["sd"] == pytest.approx(sd)
    assert paired["problems_needed"] > 0 and paired["mde"] > 0
    assert 0 < paired["achieved_power"] < 1
    assert [row["samples"] for row in out["by_samples"]] == [1, 2, 5, 10, 20, 50, 100]
    text = rockman(home, "power", "--effect", "0.1", *results.services)
    assert text.returncode == 0, text.stderr
    assert "problems needed by samples per problem" in text.stdout
    bad = rockman(home, "power", "--p-a", "1.5", "--effect", "0.1", *results.services)
    assert bad.returncode != 0 and "base rate must be strictly between 0 and 1" in bad.stderr
    neither = rockman(home, "power", *results.services)
    assert neither.returncode != 0 and "give a target effect" in neither.stderr
