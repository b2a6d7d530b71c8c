"""`make demo`: an embedded evaluation of the starter suite with two "models".

The reference model submits each problem's reference.py; the buggy model submits every buggy
variant under buggy/. Both run through the same embedded services as `rockman-client run`, each
into its own folder, and the demo prints pass@1 with its Wilson 95% interval for each and the
methodology's two-proportion z-test between them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rockman.auth import Role
from rockman.client.api import Client
from rockman.client.run import RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.client.services import EmbeddedServices
from rockman.client.suites import sync_local_suite
from rockman.problems import build
from rockman.v1 import scorer_pb2

SUITE = "starter"


def model_samples(problems_dir: Path) -> dict[str, list[dict[str, Any]]]:
    """The two demo models' samples, as samples.jsonl records."""
    reference: list[dict[str, Any]] = []
    buggy: list[dict[str, Any]] = []
    for spec in build.discover(problems_dir, SUITE):
        reference.append(
            {
                "task_id": spec.task_id,
                "sample_id": "reference",
                "solution": (spec.folder / "reference.py").read_text(encoding="utf-8"),
            }
        )
        for variant in sorted((spec.folder / "buggy").glob("*.py")):
            buggy.append(
                {
                    "task_id": spec.task_id,
                    "sample_id": variant.stem,
                    "solution": variant.read_text(encoding="utf-8"),
                }
            )
    return {"reference": reference, "buggy": buggy}


def _aggregate(report: dict[str, Any]) -> scorer_pb2.Aggregate:
    return scorer_pb2.Aggregate(**report["overall"])


def run_demo(out: Path, home: Path, workers: int | None, as_json: bool = False) -> int:
    problems_dir = build.default_problems_dir()
    models = model_samples(problems_dir)
    reports: dict[str, dict[str, Any]] = {}
    with (
        EmbeddedServices(home, workers=workers) as services,
        Client(services.endpoints, services.token(Role.PUBLISHER)) as client,
    ):
        version = sync_local_suite(client, SUITE, problems_dir)
        for model, records in models.items():
            folder = out / model
            folder.mkdir(parents=True, exist_ok=True)
            samples_path = folder / "samples.jsonl"
            samples_path.write_text(
                "".join(json.dumps(r) + "\n" for r in records), encoding="utf-8"
            )
            outcome = evaluate(
                client,
                read_samples(samples_path),
                RunOptions(
                    suite=SUITE,
                    out=folder,
                    version=version,
                    model=model,
                    samples_path=samples_path,
                    flags={"demo": "true"},
                ),
            )
            reports[model] = outcome.report
        test = client.compare(_aggregate(reports["reference"]), _aggregate(reports["buggy"]))
    summary: dict[str, Any] = {
        "suite": SUITE,
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
    if as_json:
        sys.stdout.write(json.dumps(summary, indent=2) + "\n")
        return 0
    lines = [
        f"Rockman demo: suite {SUITE} {version}, embedded services, results in {out}/",
        "",
        f"{'model':<10} {'pass@1':>7}  {'95% CI (Wilson)':<17} {'problems':>8} {'samples':>8}",
    ]
    for model, o in summary["models"].items():
        lines.append(
            f"{model:<10} {o['pass_at_1']:>7.3f}  [{o['ci_low']:.3f}, {o['ci_high']:.3f}]"
            f"   {o['n_problems']:>8} {o['n_samples']:>8}"
        )
    verdict = "significant" if test.significant else "not significant"
    lines += [
        "",
        f"two-proportion z-test (reference - buggy): difference {test.difference:+.3f}, "
        f"z = {test.z:.2f}, p = {test.p_value:.2g} ({verdict} at alpha 0.05)",
    ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0
