"""Human baselines and difficulty calibration in rockman-client:

    rockman-client humans import CSV --set NAME [--replace] [--version V]
    rockman-client humans show --set NAME [--json]
    rockman-client calibrate [RESULTS ...] [--humans NAME] [--json] [--plot OUT.png]

The CSV is checked here before anything is sent (the scorer checks it again); its tasks'
labels come from the registry. `report --humans SET` shows a set beside a model
(report_commands.humans_section).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import enums, logs
from rockman.client.api import Client
from rockman.client.connect import add_service_flags, connected, suites_for
from rockman.client.report_commands import (
    humans_section,
    read_results,
    results_path,
    run_context,
)
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import baselines_pb2, scorer_pb2
from services.scorer import baselines

PASS = "PASS"
EXCLUDED = "SANDBOX_ERROR"
KIND_NAMES = {
    baselines_pb2.RESPONDENT_KIND_MODEL: "model",
    baselines_pb2.RESPONDENT_KIND_HUMAN: "human",
}


def _out(text: str = "") -> None:
    sys.stdout.write(text + "\n")


def _err(text: str) -> None:
    sys.stderr.write(text + "\n")


def _meta(p: Any) -> scorer_pb2.ProblemMeta:
    return scorer_pb2.ProblemMeta(
        task_id=p.task_id,
        difficulty=p.difficulty,
        category=p.category,
        task_type=p.task_type,
        tags=list(p.tags),
    )


# -- humans import / show --------------------------------------------------------------------


def cmd_humans_import(ns: argparse.Namespace) -> int:
    path: Path = ns.csv
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidArgument(f"CSV file {path} does not exist") from None
    except UnicodeDecodeError:
        raise InvalidArgument(f"{path}: not a UTF-8 CSV file") from None
    study = baselines.parse_csv(text, str(path))
    first_line: dict[tuple[str, str], int] = {}
    for a in study.attempts:
        first_line.setdefault((a.task_id, a.language), a.line)
    with connected(ns, sync=suites_for(task for task, _ in first_line)) as client:
        metas: dict[str, scorer_pb2.ProblemMeta] = {}
        for (task_id, language), line in first_line.items():
            try:
                problem = client.problem(task_id, enums.language(language), ns.version or "")
            except NotFound as exc:
                raise InvalidArgument(
                    f"{path}:{line}: unknown task_id {task_id!r}: {exc}"
                ) from None
            metas.setdefault(task_id, _meta(problem))
        info = client.import_humans(
            baselines_pb2.ImportHumansRequest(
                set_name=ns.set,
                csv=text,
                source=str(path),
                replace=ns.replace,
                problems=list(metas.values()),
            )
        )
    logs.get("client", command="humans import").info(
        "humans_imported", set=info.name, attempts=info.n_attempts
    )
    _err(
        f"imported human baseline set {info.name!r} from {path}: {info.n_participants} "
        f"participants, {info.n_attempts} attempts, {info.n_problems} problems"
    )
    if ns.json:
        _out(
            json.dumps(
                {
                    "set": info.name,
                    "source": info.source,
                    "csv_sha256": info.csv_sha256,
                    "imported_at": info.imported_at,
                    "n_participants": info.n_participants,
                    "n_attempts": info.n_attempts,
                    "n_problems": info.n_problems,
                },
                indent=2,
            )
        )
    return 0


def _time(t: dict[str, Any] | None) -> str:
    if t is None:
        return "-"
    return f"{t['median']:.0f} [{t['q1']:.0f}-{t['q3']:.0f}] mean {t['mean']:.0f}"


def _group_rows(title: str, groups: dict[str, dict[str, Any]]) -> list[str]:
    lines = [
        f"{title:<22} {'solve rate':>10}  {'95% CI (Wilson)':<16} {'solved':>11} "
        f"{'problems':>8} {'people':>6}  time to solve s: median [IQR] mean"
    ]
    for name, g in groups.items():
        lines.append(
            f"{name:<22} {g['solve_rate']:>10.3f}  [{g['ci_low']:.3f}, {g['ci_high']:.3f}] "
            f"{g['n_solved']:>5}/{g['n_attempts']:<5} {g['n_problems']:>8} "
            f"{g['n_participants']:>6}  {_time(g['time_s'])}"
        )
    return lines


def humans_text(section: dict[str, Any]) -> str:
    p = section["participants"]
    years = p["years_experience"]
    rating = p["cp_rating"]
    lines = [
        f"Human baseline set {section['set']} (from {section['source']}, imported "
        f"{section['imported_at']})",
        f"participants: {p['n']}; experience: "
        + ", ".join(f"{k} {v}" for k, v in p["by_experience"].items()),
        "domains: " + ", ".join(f"{k} {v}" for k, v in p["by_domain"].items()),
        f"years of experience: median {years['median']:g} (range {years['min']:g}-"
        f"{years['max']:g}); competitive rating: {rating['n']} rated"
        + (f", median {rating['median']:g}" if rating["median"] is not None else ""),
        "",
    ]
    lines += _group_rows("overall", {"all attempts": section["overall"]})
    for key, title in (
        ("by_difficulty", "difficulty"),
        ("by_category", "category"),
        ("by_experience", "experience level"),
    ):
        lines += ["", *_group_rows(title, section[key])]
    return "\n".join(lines)


def cmd_humans_show(ns: argparse.Namespace) -> int:
    with connected(ns) as client:
        section = humans_section(client, ns.set)
    if ns.json:
        _out(json.dumps(section, indent=2))
    else:
        _out(humans_text(section))
    return 0


# -- calibrate -------------------------------------------------------------------------------


def _respondent_results(
    name: str, results: Sequence[dict[str, Any]]
) -> list[baselines_pb2.RespondentResult]:
    """One model's samples pooled per task (over languages); sandbox errors are left out."""
    pooled: dict[str, list[int]] = {}
    for r in results:
        if r["verdict"] == EXCLUDED:
            continue
        counts = pooled.setdefault(r["task_id"], [0, 0])
        counts[0] += 1
        counts[1] += r["verdict"] == PASS
    return [
        baselines_pb2.RespondentResult(
            respondent=name,
            kind=baselines_pb2.RESPONDENT_KIND_MODEL,
            task_id=task_id,
            attempts=n,
            solved=c,
        )
        for task_id, (n, c) in sorted(pooled.items())
    ]


@dataclass(frozen=True)
class ModelResults:
    """One results file (or run folder) as a model respondent."""

    path: Path
    name: str
    results: list[dict[str, Any]]


def read_model_results(paths: Sequence[Path]) -> list[ModelResults]:
    """Each file's results, named by its run's model (else the path as given); a repeated name
    gets its path appended."""
    out = []
    names: set[str] = set()
    for given in paths:
        path = results_path(given)
        results = read_results(path)
        name = run_context(path, results).get("model") or str(given)
        if name in names:
            name = f"{name} ({given})"
        names.add(name)
        out.append(ModelResults(path, name, results))
    return out


class UnknownTask(NotFound):
    """A results file names a task (or version) the registry does not know."""


def calibration_request(
    client: Client, models: Sequence[ModelResults], human_set: str
) -> baselines_pb2.CalibrateRequest:
    """The models' results pooled per task, with their tasks' labels from the registry (the
    labels of the version each result names)."""
    request = baselines_pb2.CalibrateRequest(human_set=human_set)
    metas: dict[tuple[str, str], scorer_pb2.ProblemMeta] = {}
    for model in models:
        for r in model.results:
            key = (r["task_id"], str(r.get("version") or ""))
            if key in metas:
                continue
            try:
                problem = client.problem(key[0], enums.language(r["language"]), key[1])
            except NotFound as exc:
                raise UnknownTask(f"{model.path}: unknown task {key[0]!r}: {exc}") from None
            metas[key] = _meta(problem)
        request.results.extend(_respondent_results(model.name, model.results))
    request.problems.extend(metas.values())
    return request


def calibrate(
    ns: argparse.Namespace, models: Sequence[ModelResults]
) -> baselines_pb2.CalibrateResponse:
    """Results that all name their suite version skip building the local suites into an
    embedded registry (the slow part) unless the registry lacks that version, as `report`
    does; a version is immutable, so the labels are the same either way."""
    human_set = ns.humans or ""
    if all(r.get("version") for m in models for r in m.results):
        try:
            with connected(ns) as client:
                return client.calibrate(calibration_request(client, models, human_set))
        except UnknownTask:
            pass  # a version or task this registry has not seen yet: build, then retry
    tasks = (r["task_id"] for m in models for r in m.results)
    with connected(ns, sync=suites_for(tasks)) as client:
        return client.calibrate(calibration_request(client, models, human_set))


def _optional(message: Any, field: str) -> Any:
    return getattr(message, field) if message.HasField(field) else None


def calibration_record(r: baselines_pb2.CalibrateResponse) -> dict[str, Any]:
    """`calibrate --json`: the CalibrateResponse as plain JSON (docs/statistics.md)."""

    def trend(t: baselines_pb2.CalibrationTrend | None) -> dict[str, Any] | None:
        if t is None:
            return None
        return {
            "statistic": t.statistic,
            "expected": t.expected,
            "z": t.z,
            "p_value": t.p_value,
            "p_normal": t.p_normal,
            "method": t.method,
        }

    def correlation(c: baselines_pb2.CalibrationCorrelation | None) -> dict[str, Any] | None:
        return None if c is None else {"coefficient": c.coefficient, "p_value": c.p_value}

    return {
        "levels": [
            {
                "difficulty": lv.difficulty,
                "solve_rate": lv.solve_rate,
                "ci_low": lv.ci_low,
                "ci_high": lv.ci_high,
                "n_problems": lv.n_problems,
                "n_attempts": lv.n_attempts,
                "n_solved": lv.n_solved,
                "mean_estimate": lv.mean_estimate,
            }
            for lv in r.levels
        ],
        "cochran_armitage": trend(r.cochran_armitage if r.HasField("cochran_armitage") else None),
        "jonckheere": trend(r.jonckheere if r.HasField("jonckheere") else None),
        "spearman": correlation(r.spearman if r.HasField("spearman") else None),
        "kendall": correlation(r.kendall if r.HasField("kendall") else None),
        "separation": [
            {
                "lower": s.lower,
                "higher": s.higher,
                "p_value": s.p_value,
                "p_holm": s.p_holm,
                "separated": s.separated,
            }
            for s in r.separation
        ],
        "ordered": r.ordered,
        "alpha": r.alpha,
        "rasch": {
            "n_respondents": r.rasch.n_respondents,
            "n_problems": r.rasch.n_problems,
            "prior_sd": r.rasch.prior_sd,
            "converged": r.rasch.converged,
            "iterations": r.rasch.iterations,
            "log_likelihood": r.rasch.log_likelihood,
            "abilities": [
                {
                    "respondent": a.respondent,
                    "kind": KIND_NAMES.get(a.kind, "unspecified"),
                    "ability": a.ability,
                    "attempts": a.attempts,
                    "solved": a.solved,
                }
                for a in r.rasch.abilities
            ],
        },
        "problems": [
            {
                "task_id": p.task_id,
                "difficulty": p.difficulty,
                "category": p.category,
                "solve_rate": p.solve_rate,
                "ci_low": p.ci_low,
                "ci_high": p.ci_high,
                "n_attempts": p.n_attempts,
                "n_solved": p.n_solved,
                "n_respondents": p.n_respondents,
                "estimate": p.estimate,
                "se": p.se,
                "expected_low": _optional(p, "expected_low"),
                "expected_high": _optional(p, "expected_high"),
                "disagreement": p.disagreement or None,
            }
            for p in r.problems
        ],
        "disagreements": [p.task_id for p in r.problems if p.disagreement],
        "warnings": list(r.warnings),
    }


def _p(x: float) -> str:
    return f"{x:.3g}"


def calibration_text(record: dict[str, Any]) -> str:
    rasch = record["rasch"]
    kinds = [a["kind"] for a in rasch["abilities"]]
    lines = [
        f"Difficulty calibration: {kinds.count('model')} model(s), {kinds.count('human')} "
        f"human(s), {rasch['n_problems']} problems",
        "",
        f"{'level':<6} {'problems':>8} {'solved':>13}  {'solve rate':>10}  "
        f"{'95% CI (Wilson, problems)':<26} {'Rasch mean':>10}",
    ]
    for lv in record["levels"]:
        lines.append(
            f"{lv['difficulty']:<6} {lv['n_problems']:>8} "
            f"{lv['n_solved']:>6}/{lv['n_attempts']:<6}  {lv['solve_rate']:>10.3f}  "
            f"[{lv['ci_low']:.3f}, {lv['ci_high']:.3f}]{'':<12} {lv['mean_estimate']:>+10.2f}"
        )
    lines.append("")
    ca, jt = record["cochran_armitage"], record["jonckheere"]
    lines.append(
        f"Cochran-Armitage trend over attempts: z = {ca['z']:.2f}, "
        f"one-sided p = {_p(ca['p_value'])}"
        if ca
        else "Cochran-Armitage trend: undefined (one level, or all attempts solved or none)"
    )
    lines.append(
        f"Jonckheere-Terpstra over per-problem solve rates: J = {jt['statistic']:g} "
        f"(expected {jt['expected']:g}), z = {jt['z']:.2f}, one-sided p = {_p(jt['p_value'])} "
        f"({jt['method']})"
        if jt
        else "Jonckheere-Terpstra: undefined (one level, or all solve rates tied)"
    )
    lines.append(
        f"Rasch fit: {rasch['n_respondents']} respondents x {rasch['n_problems']} problems, "
        f"{'converged' if rasch['converged'] else 'NOT converged'} in {rasch['iterations']} "
        f"iterations, prior sd {rasch['prior_sd']:g} logits"
    )
    for key, label in (("spearman", "Spearman rho"), ("kendall", "Kendall tau-b")):
        c = record[key]
        lines.append(
            f"{label} (label vs Rasch difficulty) = {c['coefficient']:.3f}, one-sided p = "
            f"{_p(c['p_value'])}"
            if c
            else f"{label}: undefined (fewer than 3 problems, or no variation)"
        )
    for s in record["separation"]:
        verdict = "separated" if s["separated"] else "not separated"
        lines.append(
            f"levels {s['lower']} < {s['higher']} (Mann-Whitney on Rasch difficulty): "
            f"p = {_p(s['p_value'])}, Holm {_p(s['p_holm'])}: {verdict}"
        )
    lines.append(
        f"verdict: the labels are {'ORDERED' if record['ordered'] else 'NOT shown to be ordered'} "
        f"(Jonckheere-Terpstra and Kendall both at alpha {record['alpha']:g})"
    )
    flagged = [p for p in record["problems"] if p["disagreement"]]
    lines += ["", f"problems whose difficulty disagrees with their label: {len(flagged)}"]
    for p in flagged:
        low = "-" if p["expected_low"] is None else f"{p['expected_low']:+.2f}"
        high = "-" if p["expected_high"] is None else f"{p['expected_high']:+.2f}"
        lines.append(
            f"  {p['task_id']:<24} label {p['difficulty']}  solve rate {p['solve_rate']:.3f}  "
            f"Rasch {p['estimate']:+.2f} +/- {1.96 * p['se']:.2f}  neighbours [{low}, {high}]  "
            f"{p['disagreement']} than labelled"
        )
    for w in record["warnings"]:
        lines.append(f"warning: {w}")
    return "\n".join(lines)


def _spread(problems: Sequence[dict[str, Any]], centre: float) -> dict[str, float]:
    """x positions: each level's problems side by side around label + centre."""
    out = {}
    for level in {p["difficulty"] for p in problems}:
        same = [p["task_id"] for p in problems if p["difficulty"] == level]
        step = min(0.08, 0.5 / max(1, len(same)))
        for i, task_id in enumerate(same):
            out[task_id] = level + centre + (i - (len(same) - 1) / 2) * step
    return out


def write_plot(record: dict[str, Any], out: Path) -> None:
    """Two panels (matplotlib Agg): solve rate per level with Wilson whiskers and each
    problem's rate; Rasch difficulty against the label with 95% whiskers, flagged problems red.
    Written atomically."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    if not out.parent.is_dir():
        raise InvalidArgument(f"cannot write {out}: folder {out.parent} does not exist")
    fig = Figure(figsize=(11, 4.4), dpi=100)
    FigureCanvasAgg(fig)
    left, right = fig.subplots(1, 2)
    levels = record["levels"]
    xs = [lv["difficulty"] for lv in levels]
    left.errorbar(
        xs,
        [lv["solve_rate"] for lv in levels],
        yerr=[
            [lv["solve_rate"] - lv["ci_low"] for lv in levels],
            [lv["ci_high"] - lv["solve_rate"] for lv in levels],
        ],
        fmt="o-",
        capsize=5,
        color="#3b6ea8",
        label="level: mean over problems, Wilson 95%",
    )
    problems = record["problems"]
    beside, on = _spread(problems, 0.2), _spread(problems, 0.0)
    for flagged, color in ((False, "#7f7f7f"), (True, "#c0392b")):
        chosen = [p for p in problems if bool(p["disagreement"]) == flagged]
        if chosen:
            left.scatter(
                [beside[p["task_id"]] for p in chosen],
                [p["solve_rate"] for p in chosen],
                s=14,
                color=color,
                label="disagrees with label" if flagged else "problem",
            )
            right.errorbar(
                [on[p["task_id"]] for p in chosen],
                [p["estimate"] for p in chosen],
                yerr=[1.96 * p["se"] for p in chosen],
                fmt="o",
                capsize=3,
                color=color,
                label="disagrees with label" if flagged else "problem, 95% interval",
            )
    for p in problems:
        if p["disagreement"]:
            right.annotate(p["task_id"], (on[p["task_id"]], p["estimate"]), fontsize=7)
    right.plot(
        xs, [lv["mean_estimate"] for lv in levels], "s--", color="#3b6ea8", label="level mean"
    )
    left.set(
        xlabel="difficulty label",
        ylabel="solve rate",
        ylim=(-0.05, 1.05),
        title="Solve rate per level",
    )
    right.set(
        xlabel="difficulty label", ylabel="Rasch difficulty (logits)", title="Rasch difficulty"
    )
    for ax in (left, right):
        ax.set_xticks(range(1, 8))
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="best")
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_bytes(buffer.getvalue())
    os.replace(tmp, out)


def cmd_calibrate(ns: argparse.Namespace) -> int:
    if not ns.results and not ns.humans:
        raise InvalidArgument("calibrate needs results files (or run folders), --humans, or both")
    if ns.plot is not None and not ns.plot.parent.is_dir():
        raise InvalidArgument(f"cannot write {ns.plot}: folder {ns.plot.parent} does not exist")
    record = calibration_record(calibrate(ns, read_model_results(ns.results)))
    if ns.plot is not None:
        write_plot(record, ns.plot)
        _err(f"wrote {ns.plot}")
    if ns.json:
        _out(json.dumps(record, indent=2))
    else:
        _out(calibration_text(record))
    return 0


def add_parsers(sub: Any) -> None:
    """`humans import|show` and `calibrate`."""
    humans = sub.add_parser("humans", help="human baselines: import a study CSV, show a set")
    hsub = humans.add_subparsers(dest="humans_command", required=True)
    imp = hsub.add_parser("import", help="validate and store a human-results CSV as a named set")
    imp.add_argument("csv", type=Path, metavar="CSV", help="format: docs/statistics.md")
    imp.add_argument("--set", required=True, help="name of the baseline set")
    imp.add_argument("--replace", action="store_true", help="replace a set of the same name")
    imp.add_argument("--version", default="", help="suite version for task labels (default latest)")
    imp.add_argument("--json", action="store_true", help="print the stored set's info as JSON")
    add_service_flags(imp)
    imp.set_defaults(func=cmd_humans_import)
    show = hsub.add_parser("show", help="solve rates and time-to-solve statistics of a set")
    show.add_argument("--set", required=True, help="name of the baseline set")
    show.add_argument("--json", action="store_true", help="the report's 'humans' section as JSON")
    add_service_flags(show)
    show.set_defaults(func=cmd_humans_show)

    cal = sub.add_parser(
        "calibrate", help="check difficulty labels against model and human results"
    )
    cal.add_argument(
        "results", type=Path, nargs="*", help="results.jsonl files or run folders (one per model)"
    )
    cal.add_argument("--humans", metavar="NAME", help="add this human baseline set")
    cal.add_argument("--json", action="store_true", help="print the calibration as JSON")
    cal.add_argument("--plot", type=Path, metavar="OUT.png", help="write the calibration figure")
    add_service_flags(cal)
    cal.set_defaults(func=cmd_calibrate)
