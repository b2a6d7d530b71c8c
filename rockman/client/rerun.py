"""`rockman-client rerun RUN_DIR`: evaluate a run's saved samples again and check that every
verdict comes out the same.

The samples are the run folder's samples.jsonl (every run keeps a copy), checked against the
SHA256 its manifest recorded; the suite and version are the manifest's, and the registry must
still hold that version with the same hash. The new evaluation goes to RUN_DIR/rerun-<time>/
(or --out), a complete run folder of its own; the original is never touched. Exit 0 when every
verdict is reproduced, 1 when any differs (each difference is listed).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rockman.client import outputs
from rockman.client.connect import add_service_flags, connected
from rockman.client.report_commands import read_results
from rockman.client.run import RESULTS, SAMPLES, RunOptions, evaluate
from rockman.client.samples import read_samples
from rockman.errors import DataLoss, FailedPrecondition, InvalidArgument, NotFound

MANIFEST = "manifest.json"


def _manifest(run_dir: Path) -> dict[str, Any]:
    if not run_dir.is_dir():
        raise NotFound(f"run folder {run_dir} does not exist")
    for name in (MANIFEST, RESULTS, SAMPLES):
        if not (run_dir / name).is_file():
            raise InvalidArgument(
                f"{run_dir} has no {name}: rerun needs a run folder written by "
                "`rockman-client run` (this version keeps samples.jsonl in it)"
            )
    try:
        manifest = json.loads((run_dir / MANIFEST).read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise InvalidArgument(f"{run_dir / MANIFEST} is not JSON") from None
    if not isinstance(manifest, dict) or not manifest.get("suite"):
        raise InvalidArgument(f"{run_dir / MANIFEST} names no suite")
    return manifest


def _check_samples(run_dir: Path, manifest: dict[str, Any]) -> None:
    recorded = ((manifest.get("files") or {}).get("samples") or {}).get("sha256")
    digest = outputs.sha256_file(run_dir / SAMPLES)
    if recorded and recorded != digest:
        raise DataLoss(
            f"{run_dir / SAMPLES} has SHA256 {digest[:16]}… but the manifest records "
            f"{recorded[:16]}…: the samples changed after the run"
        )


def _verdicts(path: Path) -> dict[tuple[str, str, str], str]:
    return {(r["task_id"], r["language"], r["sample_id"]): r["verdict"] for r in read_results(path)}


def differences(
    before: dict[tuple[str, str, str], str], after: dict[tuple[str, str, str], str]
) -> list[str]:
    """One line per sample whose verdict changed, or that one side lacks."""
    lines = []
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key, "missing"), after.get(key, "missing")
        if old != new:
            lines.append(f"{key[0]} ({key[1]}) sample {key[2]}: {old} -> {new}")
    return lines


def cmd_rerun(ns: argparse.Namespace) -> int:
    run_dir: Path = ns.run_dir
    manifest = _manifest(run_dir)
    _check_samples(run_dir, manifest)
    samples = read_samples(run_dir / SAMPLES)
    suite, version = str(manifest["suite"]), str(manifest.get("version") or "")
    out = ns.out or run_dir / f"rerun-{datetime.now(UTC):%Y%m%dT%H%M%SZ}"
    report_path = run_dir / "report.json"
    determinism_runs = 1
    if report_path.is_file():
        determinism_runs = int(json.loads(report_path.read_text()).get("determinism_runs") or 1)
    with connected(ns, sync=suite) as client:
        _, _, version_hash = client.problems(suite, version)
        if manifest.get("version_hash") and manifest["version_hash"] != version_hash:
            raise FailedPrecondition(
                f"{suite} {version} now has hash {version_hash[:16]}… but the run used "
                f"{str(manifest['version_hash'])[:16]}…: the problems changed, so the verdicts "
                "cannot be compared (rerun against a published version)"
            )
        outcome = evaluate(
            client,
            samples,
            RunOptions(
                suite=suite,
                out=out,
                version=version,
                model=str(manifest.get("model") or ""),
                samples_path=run_dir / SAMPLES,
                flags={"rerun_of": str(run_dir)},
                determinism_runs=determinism_runs,
                generation=manifest.get("generation"),
            ),
        )
    changed = differences(_verdicts(run_dir / RESULTS), _verdicts(out / RESULTS))
    total = len(outcome.results)
    if ns.json:
        record = {"reproduced": total - len(changed), "total": total, "differences": changed,
                  "out": str(out)}  # fmt: skip
        sys.stdout.write(json.dumps(record, indent=2) + "\n")
    sys.stderr.write(f"{total - len(changed)}/{total} verdicts reproduced; wrote {out}/\n")
    for line in changed:
        sys.stderr.write(f"  changed: {line}\n")
    return 0 if not changed else 1


def add_parser(sub: Any) -> None:
    p = sub.add_parser("rerun", help="re-evaluate a run folder's samples; verdicts must match")
    p.add_argument("run_dir", type=Path)
    p.add_argument("--out", type=Path, help="where the new run goes (default RUN_DIR/rerun-<time>)")
    p.add_argument("--json", action="store_true")
    add_service_flags(p)
    p.set_defaults(func=cmd_rerun)
