"""Comparison commands of rockman-client: `compare` (two runs' results) and `power` (planning).

`compare RESULTS_A RESULTS_B` loads two results.jsonl files (or run folders holding one), looks
up each task's metadata in the registry as `score` does, and asks the scorer's
ComparisonService for the methodology's z-test, the paired tests, per-category tests with Holm
correction and minimum detectable effects. `power` asks it how many problems and samples a
target effect needs. Formulas: docs/statistics.md, "Comparisons".
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import enums
from rockman.client import provenance
from rockman.client.api import Client
from rockman.client.connect import add_service_flags, connected, suites_for
from rockman.client.report_commands import read_results
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import comparison_pb2 as cpb
from rockman.v1 import scorer_pb2

RESULTS = "results.jsonl"
PAIRINGS = {"same": cpb.PAIRING_SAME, "common": cpb.PAIRING_COMMON, "none": cpb.PAIRING_NONE}
METHOD_NAMES = {
    cpb.COMPARISON_METHOD_TWO_PROPORTION_Z: "two_proportion_z",
    cpb.COMPARISON_METHOD_MCNEMAR_EXACT: "mcnemar_exact",
    cpb.COMPARISON_METHOD_PAIRED_T: "paired_t",
    cpb.COMPARISON_METHOD_SIGN_TEST: "sign_test",
    cpb.COMPARISON_METHOD_NONE: "none",
}
METHOD_TEXT = {
    "two_proportion_z": "two-proportion z-test",
    "mcnemar_exact": "McNemar exact",
    "paired_t": "paired t-test",
    "sign_test": "sign test",
    "none": "not tested",
}
DESIGN_NAMES = {
    cpb.POWER_DESIGN_Z_TEST: "z_test",
    cpb.POWER_DESIGN_TWO_SAMPLE: "two_sample",
    cpb.POWER_DESIGN_PAIRED: "paired",
}


@dataclass
class LoadedResults:
    path: Path  # the results.jsonl file
    label: str
    records: list[dict[str, Any]]


def load_results(arg: Path) -> LoadedResults:
    """A results.jsonl file, or a run folder holding one; the label is the run's model when the
    folder's report.json or manifest.json names it, else the path given."""
    path = arg / RESULTS if arg.is_dir() else arg
    if not path.is_file():
        where = (
            f"{arg} holds no {RESULTS}" if arg.is_dir() else f"results file {arg} does not exist"
        )
        raise InvalidArgument(where)
    records = read_results(path)
    model = ""
    for name in ("report.json", "manifest.json"):
        meta = path.parent / name
        if not model and meta.is_file():
            try:
                found = json.loads(meta.read_text(encoding="utf-8")).get("model")
            except (json.JSONDecodeError, AttributeError):
                found = None
            model = found if isinstance(found, str) else ""
    return LoadedResults(path, model or str(arg), records)


def comparison_request(
    client: Client, a: LoadedResults, b: LoadedResults, pairing: str, alpha: float, power: float
) -> cpb.CompareRunsRequest:
    """The request for two loaded results, with each task's metadata from the registry."""
    problems: dict[tuple[str, str, str], Any] = {}
    runs = []
    for loaded in (a, b):
        samples = []
        for i, r in enumerate(loaded.records, start=1):
            version = r.get("version", "")
            key = (r["task_id"], r["language"], version)
            try:
                language = enums.language(r["language"])
                verdict = enums.verdict(r["verdict"])
                if key not in problems:
                    problems[key] = client.problem(r["task_id"], language, version)
            except (InvalidArgument, NotFound) as exc:
                raise type(exc)(f"{loaded.path}:{i}: {exc}") from None
            problem = problems[key]
            samples.append(
                cpb.ComparisonSample(
                    task_id=r["task_id"],
                    language=language,
                    sample_id=r["sample_id"],
                    verdict=verdict,
                    suite=problem.suite,
                    version=version or problem.version,
                )
            )
        runs.append(cpb.ComparisonRun(label=loaded.label, samples=samples))
    metas: dict[str, scorer_pb2.ProblemMeta] = {}
    for p in problems.values():
        metas.setdefault(
            p.task_id,
            scorer_pb2.ProblemMeta(
                task_id=p.task_id,
                difficulty=p.difficulty,
                category=p.category,
                task_type=p.task_type,
                tags=list(p.tags),
            ),
        )
    return cpb.CompareRunsRequest(
        a=runs[0],
        b=runs[1],
        problems=list(metas.values()),
        options=cpb.CompareOptions(alpha=alpha, power=power, pairing=PAIRINGS[pairing]),
    )


# -- records (the --json shapes) ----------------------------------------------------------------


def _optional(message: Any, name: str) -> Any:
    return getattr(message, name) if message.HasField(name) else None


def test_record(t: cpb.ComparisonTest) -> dict[str, Any]:
    return {
        "method": METHOD_NAMES.get(t.method, "none"),
        "tested": t.tested,
        "n_problems": t.n_problems,
        "difference": t.difference,
        "standard_error": t.standard_error,
        "ci_low": t.ci_low,
        "ci_high": t.ci_high,
        "statistic": t.statistic,
        "p_value": t.p_value,
        "significant": t.significant,
        "mde": _optional(t, "mde"),
        "underpowered": t.underpowered,
        "a_better": t.a_better,
        "b_better": t.b_better,
    }


def _run_record(r: cpb.ComparedRun, path: Path) -> dict[str, Any]:
    return {
        "label": r.label,
        "path": str(path),
        "suite": r.suite,
        "version": r.version,
        "pass_at_1": r.pass_at_1,
        "n_problems": r.n_problems,
        "n_samples": r.n_samples,
        "excluded": r.excluded,
        "samples_per_problem": r.samples_per_problem,
    }


def comparison_record(
    response: cpb.CompareRunsResponse, path_a: Path, path_b: Path
) -> dict[str, Any]:
    """The `compare --json` output."""
    d = response.design
    return {
        "a": _run_record(response.a, path_a),
        "b": _run_record(response.b, path_b),
        "pairing": {v: k for k, v in PAIRINGS.items()}.get(response.pairing, "same"),
        "alpha": response.alpha,
        "power": response.power,
        "difference": response.a.pass_at_1 - response.b.pass_at_1,
        "z_test": test_record(response.z_test),
        "paired": test_record(response.paired) if response.HasField("paired") else None,
        "categories": [
            {
                "category": c.category,
                "pass_at_1_a": c.pass_at_1_a,
                "pass_at_1_b": c.pass_at_1_b,
                "p_holm": c.p_holm,
                "significant": c.significant,
                "test": test_record(c.test),
            }
            for c in response.categories
        ],
        "design": {
            "base_rate": d.base_rate,
            "samples_a": d.samples_a,
            "samples_b": d.samples_b,
            "icc": _optional(d, "icc"),
            "task_correlation": _optional(d, "task_correlation"),
        },
        "dropped": list(response.dropped),
        "notes": list(response.notes),
    }


def power_record(response: cpb.PowerResponse) -> dict[str, Any]:
    """The `power --json` output."""
    i = response.inputs
    return {
        "inputs": {
            "base_rate": i.base_rate,
            "effect": i.effect or None,
            "problems": i.problems or None,
            "samples": i.samples,
            "alpha": i.alpha,
            "power": i.power,
            "icc": i.icc,
            "task_correlation": i.task_correlation,
        },
        "designs": {
            DESIGN_NAMES.get(d.design, "unspecified"): {
                "sd": d.sd,
                "design_effect": d.design_effect,
                "problems_needed": d.problems_needed or None,
                "mde": _optional(d, "mde"),
                "achieved_power": _optional(d, "achieved_power"),
                "samples_needed": _optional(d, "samples_needed"),
            }
            for d in response.designs
        },
        "by_samples": [
            {
                "samples": row.samples,
                "two_sample_problems": row.two_sample_problems,
                "paired_problems": row.paired_problems,
            }
            for row in response.by_samples
        ],
        "notes": list(response.notes),
    }


# -- text ----------------------------------------------------------------------------------------


def _p(p: float) -> str:
    return f"{p:.3g}" if p >= 1e-4 else f"{p:.1e}"


def _test_lines(name: str, t: dict[str, Any], alpha: float, power: float) -> list[str]:
    if not t["tested"]:
        return [f"{name}: not tested ({t['n_problems']} problem(s))"]
    verdict = "significant" if t["significant"] else "not significant"
    if t["method"] == "two_proportion_z":
        detail = f"the methodology's two-proportion z-test, {t['n_problems']} problems in all"
    else:
        detail = (
            f"{METHOD_TEXT[t['method']]}, {t['n_problems']} problems; "
            f"A better on {t['a_better']}, B better on {t['b_better']}"
        )
    stat = (
        "" if t["method"] in ("mcnemar_exact", "sign_test") else f"statistic {t['statistic']:.2f}, "
    )
    mde = "n/a" if t["mde"] is None else f"{t['mde']:.3f}"
    power_word = "UNDERPOWERED" if t["underpowered"] else "adequately powered"
    return [
        f"{name} ({detail}): difference {t['difference']:+.3f}, "
        f"{1 - alpha:.0%} CI [{t['ci_low']:+.3f}, {t['ci_high']:+.3f}], "
        f"SE {t['standard_error']:.3f}",
        f"  {stat}p = {_p(t['p_value'])}: {verdict} at alpha {alpha:g}; "
        f"MDE at {power:.0%} power {mde}: {power_word}",
    ]


def comparison_text(record: dict[str, Any]) -> str:
    a, b = record["a"], record["b"]
    alpha, power = record["alpha"], record["power"]
    lines = [f"comparison on {a['suite']} {a['version']} (pairing: {record['pairing']})", ""]
    for name, r in (("A", a), ("B", b)):
        lines.append(
            f"{name}: {r['label']:<24} pass@1 {r['pass_at_1']:.3f} over {r['n_problems']} "
            f"problems, {r['samples_per_problem']:.1f} samples/problem"
            + (f", {r['excluded']} excluded" if r["excluded"] else "")
        )
    lines += ["", f"difference A - B: {record['difference']:+.3f}", ""]
    lines += _test_lines("z-test", record["z_test"], alpha, power)
    if record["paired"] is not None:
        lines += _test_lines("paired", record["paired"], alpha, power)
    if record["categories"]:
        tested = sum(c["test"]["tested"] for c in record["categories"])
        lines += [
            "",
            f"per category (Holm-adjusted over {tested} tested categories):",
            f"  {'category':<22} {'n':>4} {'A':>6} {'B':>6} {'diff':>7} {'test':<22} "
            f"{'p':>8} {'p_holm':>8}  {'MDE':>6}",
        ]
        for c in record["categories"]:
            t = c["test"]
            mark = " *" if c["significant"] else ""
            mde = "-" if t["mde"] is None else f"{t['mde']:.3f}"
            lines.append(
                f"  {c['category']:<22} {t['n_problems']:>4} {c['pass_at_1_a']:>6.3f} "
                f"{c['pass_at_1_b']:>6.3f} {t['difference']:>+7.3f} "
                f"{METHOD_TEXT[t['method']]:<22} {_p(t['p_value']):>8} {_p(c['p_holm']):>8}  "
                f"{mde:>6}{mark}"
            )
        lines.append(f"  * significant after Holm correction at alpha {alpha:g}")
    d = record["design"]
    icc = "n/a" if d["icc"] is None else f"{d['icc']:.2f}"
    corr = "n/a" if d["task_correlation"] is None else f"{d['task_correlation']:.2f}"
    lines += [
        "",
        f"for `rockman-client power`: base rate {d['base_rate']:.3f}, within-task correlation "
        f"{icc}, task correlation {corr}",
    ]
    if record["dropped"]:
        lines.append(f"left out (in one run only): {', '.join(record['dropped'])}")
    lines += [f"note: {n}" for n in record["notes"]]
    return "\n".join(lines) + "\n"


def power_text(record: dict[str, Any]) -> str:
    i = record["inputs"]
    head = (
        f"power: base rate {i['base_rate']:g}"
        + (f", effect {i['effect']:+g}" if i["effect"] is not None else "")
        + (f", {i['problems']} problems" if i["problems"] is not None else "")
        + f", {i['samples']} samples/problem, alpha {i['alpha']:g}, power {i['power']:g}, "
        f"within-task correlation {i['icc']:g}, task correlation {i['task_correlation']:g}"
    )
    lines = [head, ""]
    lines.append(
        f"  {'design':<11} {'sd':>6} {'deff':>6} {'problems':>9} {'MDE':>7} {'power':>6} "
        f"{'samples':>8}"
    )
    for name, d in record["designs"].items():
        samples = d["samples_needed"]
        if i["effect"] is None or i["problems"] is None:
            samples_text = "-"
        else:
            samples_text = "never" if samples is None else str(samples)
        lines.append(
            f"  {name:<11} {d['sd']:>6.3f} {d['design_effect']:>6.2f} "
            f"{d['problems_needed'] or '-':>9} "
            f"{'-' if d['mde'] is None else format(d['mde'], '.3f'):>7} "
            f"{'-' if d['achieved_power'] is None else format(d['achieved_power'], '.2f'):>6} "
            f"{samples_text:>8}"
        )
    lines.append(
        "  problems: needed for the effect; MDE and power: with the problems given; "
        "samples: per problem, needed with the problems given"
    )
    if record["by_samples"]:
        lines += ["", "problems needed by samples per problem:", "  samples  two_sample  paired"]
        lines += [
            f"  {r['samples']:>7}  {r['two_sample_problems']:>10}  {r['paired_problems']:>6}"
            for r in record["by_samples"]
        ]
    lines += [""] + [f"note: {n}" for n in record["notes"]]
    return "\n".join(lines) + "\n"


# -- commands ------------------------------------------------------------------------------------


def _levels(ns: argparse.Namespace) -> None:
    """0 means "the default" on the wire, so an explicit 0 is refused here."""
    if not 0.0 < ns.alpha < 1.0:
        raise InvalidArgument(f"--alpha must be strictly between 0 and 1, got {ns.alpha}")
    if not ns.alpha < ns.power < 1.0:
        raise InvalidArgument(f"--power must be between alpha and 1, got {ns.power}")


def cmd_compare(ns: argparse.Namespace) -> int:
    _levels(ns)
    a, b = load_results(ns.results_a), load_results(ns.results_b)
    split_a, split_b = provenance.split_of(a.records), provenance.split_of(b.records)
    if split_a["kind"] == split_b["kind"] == "development":
        # Both runs were judged with the public development seed's cases: an embedded registry
        # builds the local suites from that seed too, so their versions are the runs' own.
        ns.development_split = True
    response = None
    if all(r.get("version") for r in a.records + b.records):
        # Versions are immutable: when the registry already has them, building the local
        # suites into an embedded registry first (the slow part) would change nothing.
        try:
            with connected(ns) as client:
                request = comparison_request(client, a, b, ns.pairing, ns.alpha, ns.power)
                response = client.compare_runs(request)
        except NotFound:
            response = None
    if response is None:
        tasks = (r["task_id"] for r in a.records + b.records)
        with connected(ns, sync=suites_for(tasks)) as client:
            request = comparison_request(client, a, b, ns.pairing, ns.alpha, ns.power)
            response = client.compare_runs(request)
    record = comparison_record(response, a.path, b.path)
    record["split"] = {"a": split_a, "b": split_b}
    if not provenance.same_split(split_a, split_b):
        warning = (
            f"the two runs were judged with different cases: A {provenance.describe(split_a)}, "
            f"B {provenance.describe(split_b)}; their private and hidden scores are not measured "
            "on the same tests"
        )
        record.setdefault("warnings", []).append(warning)
        sys.stderr.write(f"warning: {warning}\n")
    if ns.json:
        sys.stdout.write(json.dumps(record, indent=2) + "\n")
    else:
        sys.stdout.write(comparison_text(record))
    return 0


def cmd_power(ns: argparse.Namespace) -> int:
    _levels(ns)
    if ns.effect == 0:
        raise InvalidArgument("--effect must be non-zero")
    if ns.problems is not None and ns.problems < 2:
        raise InvalidArgument(f"--problems must be at least 2, got {ns.problems}")
    if ns.samples < 1:
        raise InvalidArgument(f"--samples must be at least 1, got {ns.samples}")
    request = cpb.PowerRequest(
        base_rate=ns.p_a,
        effect=ns.effect or 0.0,
        problems=ns.problems or 0,
        samples=ns.samples,
        alpha=ns.alpha,
        power=ns.power,
    )
    if ns.icc is not None:
        request.icc = ns.icc
    if ns.task_correlation is not None:
        request.task_correlation = ns.task_correlation
    with connected(ns) as client:
        response = client.power(request)
    record = power_record(response)
    if ns.json:
        sys.stdout.write(json.dumps(record, indent=2) + "\n")
    else:
        sys.stdout.write(power_text(record))
    return 0


def add_parsers(sub: Any) -> None:
    compare = sub.add_parser(
        "compare",
        help="compare two runs: z-test, paired tests, per-category tests, detectable effects",
    )
    compare.add_argument("results_a", type=Path, help="results.jsonl or a run folder (A)")
    compare.add_argument("results_b", type=Path, help="results.jsonl or a run folder (B)")
    compare.add_argument(
        "--pairing",
        choices=sorted(PAIRINGS),
        default="same",
        help="same: both runs on the same problems, paired tests (default); common: paired "
        "tests on the problems both cover; none: unpaired z-tests only",
    )
    compare.add_argument("--alpha", type=float, default=0.05)
    compare.add_argument("--power", type=float, default=0.8, help="for minimum detectable effects")
    compare.add_argument("--json", action="store_true")
    add_service_flags(compare)
    compare.set_defaults(func=cmd_compare)

    power = sub.add_parser(
        "power", help="problems and samples per problem a target difference in pass@1 needs"
    )
    power.add_argument("--p-a", type=float, default=0.5, help="baseline pass@1 (default 0.5)")
    power.add_argument("--effect", type=float, help="difference in pass@1 to detect, e.g. 0.05")
    power.add_argument("--problems", type=int, help="problems per model")
    power.add_argument("--samples", type=int, default=1, help="samples per problem per model")
    power.add_argument("--alpha", type=float, default=0.05)
    power.add_argument("--power", type=float, default=0.8)
    power.add_argument(
        "--icc",
        type=float,
        help="within-task correlation of samples' outcomes (default 0.5; compare estimates it)",
    )
    power.add_argument(
        "--task-correlation",
        type=float,
        help="correlation of the two models' per-problem pass rates (default 0.5)",
    )
    power.add_argument("--json", action="store_true")
    add_service_flags(power)
    power.set_defaults(func=cmd_power)
