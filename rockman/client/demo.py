"""`make demo`: an embedded evaluation with two "models", of the starter suite and then of a
sample of the Rockman v0.2 set (one problem per category).

The reference model submits each problem's reference.py; the buggy model submits every buggy
variant under buggy/. Both run through the same embedded services as `rockman-client run`, each
into its own folder, and the demo prints pass@1 with its Wilson 95% interval for each and the
methodology's two-proportion z-test between them. The Rockman suite is built into the embedded
registry on first use (under a minute on 2 cores) and reused while its folders are unchanged;
after `make problems` its published version (v0.2) is the one found and evaluated.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

from rockman.auth import Role
from rockman.client.api import Client
from rockman.client.run import RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.client.services import EmbeddedServices
from rockman.client.suites import build_cache, sync_local_suite
from rockman.problems import build, seeds, variants
from rockman.v1 import scorer_pb2

SUITE = "starter"
SAMPLED_SUITE = "rockman"
SAMPLE_SEED = 2026  # the sample is the same on every machine


def model_samples(
    problems_dir: Path, suite: str = SUITE, tasks: set[str] | None = None
) -> dict[str, list[dict[str, Any]]]:
    """The two demo models' samples, as samples.jsonl records (of `tasks` only, if given)."""
    reference: list[dict[str, Any]] = []
    buggy: list[dict[str, Any]] = []
    for spec in build.discover(problems_dir, suite):
        if tasks is not None and spec.task_id not in tasks:
            continue
        reference.append(
            {
                "task_id": spec.task_id,
                "sample_id": "reference",
                "solution": (spec.folder / "reference.py").read_text(encoding="utf-8"),
            }
        )
        for variant in variants.buggy_variants(spec.folder):
            buggy.append(
                {"task_id": spec.task_id, "sample_id": variant.name, "solution": variant.code}
            )
    return {"reference": reference, "buggy": buggy}


def sample_tasks(problems_dir: Path, suite: str = SAMPLED_SUITE) -> set[str]:
    """One problem per category of `suite`, drawn with a fixed seed."""
    by_category: dict[int, list[str]] = {}
    for spec in build.discover(problems_dir, suite):
        by_category.setdefault(spec.category, []).append(spec.task_id)
    rng = random.Random(SAMPLE_SEED)
    return {rng.choice(sorted(tasks)) for _, tasks in sorted(by_category.items())}


def _aggregate(report: dict[str, Any]) -> scorer_pb2.Aggregate:
    return scorer_pb2.Aggregate(**report["overall"])


def _evaluate_models(
    client: Client, suite: str, version: str, models: dict[str, list[dict[str, Any]]], out: Path
) -> dict[str, Any]:
    """Both models on one suite version; the part of the summary about them."""
    reports: dict[str, dict[str, Any]] = {}
    for model, records in models.items():
        folder = out / model
        folder.mkdir(parents=True, exist_ok=True)
        samples_path = folder / "samples.jsonl"
        samples_path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        outcome = evaluate(
            client,
            read_samples(samples_path),
            RunOptions(
                suite=suite,
                out=folder,
                version=version,
                model=model,
                samples_path=samples_path,
                flags={"demo": "true"},
            ),
        )
        reports[model] = outcome.report
    test = client.compare(_aggregate(reports["reference"]), _aggregate(reports["buggy"]))
    return {
        "suite": suite,
        "version": version,
        "out": str(out),
        "models": {m: r["overall"] for m, r in reports.items()},
        "z_test": {
            "difference": test.difference,
            "z": test.z,
            "p_value": test.p_value,
            "significant": test.significant,
        },
    }


def run_demo(
    out: Path, home: Path, workers: int | None, as_json: bool = False, backend: str = "native"
) -> int:
    problems_dir = build.default_problems_dir()
    with (
        EmbeddedServices(home, workers=workers, backend=backend) as services,
        Client(services.endpoints, services.token(Role.PUBLISHER)) as client,
    ):
        cache = build_cache(services.home)
        seed = seeds.resolve(services.home, os.environ)
        version = sync_local_suite(client, SUITE, problems_dir, cache, seed=seed)
        summary = _evaluate_models(client, SUITE, version, model_samples(problems_dir), out)
        if SAMPLED_SUITE in build.local_suites(problems_dir):
            tasks = sample_tasks(problems_dir)
            sys.stderr.write(
                f"rockman-client demo: building suite {SAMPLED_SUITE} into the registry if it "
                "changed (under a minute the first time on 2 cores)\n"
            )
            sampled = sync_local_suite(client, SAMPLED_SUITE, problems_dir, cache, seed=seed)
            models = model_samples(problems_dir, SAMPLED_SUITE, tasks)
            summary["sample"] = {
                **_evaluate_models(client, SAMPLED_SUITE, sampled, models, out / SAMPLED_SUITE),
                "tasks": sorted(tasks),
            }
    if as_json:
        sys.stdout.write(json.dumps(summary, indent=2) + "\n")
        return 0
    lines = _table(summary, f"suite {SUITE} {version}, embedded services, results in {out}/")
    if "sample" in summary:
        sample = summary["sample"]
        title = (
            f"a sample of suite {sample['suite']} {sample['version']}: "
            f"{len(sample['tasks'])} problems, one per category, results in {sample['out']}/"
        )
        lines += ["", *_table(sample, title)]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _table(part: dict[str, Any], title: str) -> list[str]:
    lines = [
        f"Rockman demo: {title}",
        "",
        f"{'model':<10} {'pass@1':>7}  {'95% CI (Wilson)':<17} {'problems':>8} {'samples':>8}",
    ]
    for model, o in part["models"].items():
        lines.append(
            f"{model:<10} {o['pass_at_1']:>7.3f}  [{o['ci_low']:.3f}, {o['ci_high']:.3f}]"
            f"   {o['n_problems']:>8} {o['n_samples']:>8}"
        )
    z = part["z_test"]
    verdict = "significant" if z["significant"] else "not significant"
    lines += [
        "",
        f"two-proportion z-test (reference - buggy): difference {z['difference']:+.3f}, "
        f"z = {z['z']:.2f}, p = {z['p_value']:.2g} ({verdict} at alpha 0.05)",
    ]
    return lines
