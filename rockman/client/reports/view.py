"""What a report shows, as plain sections of text and tables, for the markdown and HTML renderers.

Both renderers draw the same sections from here, so report.md and report.html never disagree. The
report record's shape grows (standard errors, CLT and clustered intervals, pass@k intervals, a
per-problem table, human baselines), so fields are read defensively: whatever interval or standard
error an aggregate carries is shown, under a name derived from its key, and a section is present
exactly when its data is.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from rockman.client import provenance

BREAKDOWNS = (
    ("by_difficulty", "difficulty"),
    ("by_category", "category"),
    ("by_task_type", "task type"),
    ("by_language", "language"),
)
RESOURCES = (
    ("cpu_time_s", "CPU time (s)"),
    ("wall_time_s", "wall time (s)"),
    ("peak_memory_mb", "peak memory (MB)"),
)
FEW_SHOWN = 20
RATE_KEYS = ("solve_rate", "pass_rate", "rate", "pass_at_1", "mean")
_AGGREGATE_KEYS = frozenset({"pass_at_1", "n_problems", "n_samples", "ci_low", "ci_high"})
_VALUE_KEYS = ("pass_at_k", "value", "estimate", "mean", "pass_at_1")
_LOW_KEYS = ("low", "ci_low", "lower", "lo")
_HIGH_KEYS = ("high", "ci_high", "upper", "hi")
_NAMES = {"clt": "CLT", "cluster": "clustered", "clustered": "clustered"}
_UNITS = {"s": "s", "ms": "ms", "mb": "MB", "min": "min"}
_ACRONYMS = {"clt": "CLT", "ci": "CI", "se": "SE", "iqr": "IQR", "sd": "SD"}


@dataclass(frozen=True)
class Interval:
    label: str
    low: float
    high: float


@dataclass(frozen=True)
class Table:
    headers: list[str]
    rows: list[list[str]]
    caption: str = ""


@dataclass
class Section:
    """One heading of the report: lines of text, tables, and the names of its figures."""

    key: str
    title: str
    intro: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)


@dataclass
class ReportView:
    title: str
    meta: list[tuple[str, str]]
    sections: list[Section]
    warnings: list[str]
    # Shown first, before any figure: what the score leaves out (a partial run, samples
    # excluded for sandbox errors).
    alerts: list[str] = field(default_factory=list)


def is_number(x: object) -> TypeGuard[int | float]:
    return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)


def pct(x: object) -> str:
    return f"{100 * float(x):.1f}%" if is_number(x) else "-"


def num(x: object) -> str:
    """A compact number: integers as they are, others to four significant digits."""
    if isinstance(x, bool) or not is_number(x):
        return "-" if x is None else str(x)
    value = float(x)
    if value.is_integer() and abs(value) < 1e15:
        return f"{int(value):,}" if abs(value) >= 1e4 else str(int(value))
    return f"{value:,.0f}" if abs(value) >= 1e4 else f"{value:.4g}"


def humanize(key: str) -> str:
    """`time_to_solve_s.median` -> `time to solve (s) median`; `pass_at_k.10` -> `pass@10`."""
    if key.startswith("pass_at_k.") or key.startswith("pass_at_"):
        k = key.removeprefix("pass_at_k.").removeprefix("pass_at_")
        if k.isdigit():
            return f"pass@{k}"
    parts = []
    for part in key.split("."):
        unit = next((u for u in _UNITS if part.endswith("_" + u)), None)
        words = part.removesuffix("_" + unit) if unit else part
        text = " ".join(_ACRONYMS.get(w, w) for w in words.split("_") if w)
        parts.append(f"{text} ({_UNITS[unit]})" if unit else text)
    return " ".join(parts)


def interval_text(low: object, high: object) -> str:
    return f"[{pct(low)}, {pct(high)}]" if is_number(low) and is_number(high) else "-"


def _first_number(d: Mapping[str, Any], keys: Sequence[str]) -> float | None:
    for key in keys:
        if is_number(d.get(key)):
            return float(d[key])
    return None


def intervals(d: Mapping[str, Any], plain: str = "95% CI") -> list[Interval]:
    """Every interval in `d`: `<name>_low`/`<name>_high` pairs and nested {low, high} values,
    labelled by their name (`ci` is labelled `plain`)."""
    found = []
    for key, value in d.items():
        if key.endswith("_low") and is_number(value):
            prefix = key.removesuffix("_low")
            high = d.get(prefix + "_high")
            if is_number(high):
                found.append(Interval(_label(prefix, plain), float(value), float(high)))
        elif isinstance(value, Mapping):
            low, high = _first_number(value, _LOW_KEYS), _first_number(value, _HIGH_KEYS)
            if low is not None and high is not None:
                found.append(Interval(_label(key, plain), low, high))
        elif (
            isinstance(value, list | tuple)
            and len(value) == 2
            and all(is_number(v) for v in value)
            and ("ci" in key or "interval" in key)
        ):
            found.append(Interval(_label(key, plain), float(value[0]), float(value[1])))
    return found


def _label(prefix: str, plain: str) -> str:
    name = prefix.removesuffix("_ci").removesuffix("_interval")
    if name in ("ci", "interval", "wilson"):
        return plain
    return f"{_NAMES.get(name, humanize(name))} 95% CI"


def standard_errors(d: Mapping[str, Any]) -> list[tuple[str, float]]:
    """Every standard error in `d` (`se`, `<name>_se`), labelled by its name."""
    found = []
    for key, value in d.items():
        if (key == "se" or key.endswith("_se") or key.startswith("se_")) and is_number(value):
            name = key.removesuffix("_se").removeprefix("se_").removeprefix("se")
            found.append((f"{_NAMES.get(name, humanize(name))} SE".strip(), float(value)))
    return found


# --- aggregates -------------------------------------------------------------------------------


def _agg_extras(agg: Mapping[str, Any]) -> tuple[list[Interval], list[tuple[str, float]]]:
    others = [i for i in intervals(agg, "Wilson 95% CI") if i.label != "Wilson 95% CI"]
    return others, standard_errors(agg)


def aggregate_table(rows: Sequence[tuple[str, Mapping[str, Any] | None]], first: str) -> Table:
    """pass@1 with its Wilson interval per group; any other interval or standard error an
    aggregate carries becomes a column of its own."""
    extra_intervals: list[str] = []
    extra_ses: list[str] = []
    for _, agg in rows:
        if isinstance(agg, Mapping):
            others, ses = _agg_extras(agg)
            extra_intervals += [i.label for i in others if i.label not in extra_intervals]
            extra_ses += [label for label, _ in ses if label not in extra_ses]
    headers = [first, "pass@1", "Wilson 95% CI", *extra_intervals, *extra_ses]
    headers += ["problems", "samples"]
    out = []
    for name, agg in rows:
        if not isinstance(agg, Mapping):
            out.append([name, "-", "-", *["-"] * (len(extra_intervals) + len(extra_ses)), "0", "0"])
            continue
        others, ses = _agg_extras(agg)
        by_label = {i.label: interval_text(i.low, i.high) for i in others}
        se_by_label = {label: pct(v) for label, v in ses}
        out.append(
            [
                name,
                pct(agg.get("pass_at_1")),
                interval_text(agg.get("ci_low"), agg.get("ci_high")),
                *[by_label.get(label, "-") for label in extra_intervals],
                *[se_by_label.get(label, "-") for label in extra_ses],
                num(agg.get("n_problems", 0)),
                num(agg.get("n_samples", 0)),
            ]
        )
    return Table(headers, out)


def _other_fields(agg: Mapping[str, Any]) -> list[str]:
    """Scalars of an aggregate that no column shows (for example a clustering note)."""
    shown = {k for k in agg if k.endswith(("_low", "_high"))} | _AGGREGATE_KEYS
    shown |= {k for k in agg if k == "se" or k.endswith("_se") or k.startswith("se_")}
    return [
        f"{humanize(k)}: {num(v)}"
        for k, v in agg.items()
        if k not in shown and isinstance(v, str | int | float) and not isinstance(v, bool)
    ]


# --- pass@k -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PassAtK:
    k: int
    value: float
    interval: Interval | None


def pass_at_k_points(record: Mapping[str, Any]) -> list[PassAtK]:
    """pass@k per k with its interval where the report has one: inside each value
    ({"pass_at_k": …, "ci_low": …}) or in a sibling map such as `pass_at_k_ci`."""
    raw = record.get("pass_at_k")
    if not isinstance(raw, Mapping):
        return []
    siblings = [
        v
        for key, v in record.items()
        if key.startswith("pass_at_k_") and isinstance(v, Mapping) and v
    ]
    points = []
    for key, value in raw.items():
        try:
            k = int(key)
        except (TypeError, ValueError):
            continue
        interval = None
        if isinstance(value, Mapping):
            estimate = _first_number(value, _VALUE_KEYS)
            found = intervals(value)
            interval = found[0] if found else None
        else:
            estimate = float(value) if is_number(value) else None
        for sibling in siblings:
            if interval is not None:
                break
            entry = sibling.get(key, sibling.get(k))
            if isinstance(entry, Mapping):
                found = intervals({"ci": entry}) or intervals(entry)
                interval = found[0] if found else None
            elif isinstance(entry, list | tuple) and len(entry) == 2:
                found = intervals({"ci": list(entry)})
                interval = found[0] if found else None
        if estimate is not None:
            points.append(PassAtK(k, estimate, interval))
    return sorted(points, key=lambda p: p.k)


# --- results.jsonl ----------------------------------------------------------------------------


def quantile(values: Sequence[float], q: float) -> float:
    """Linear-interpolation quantile of sorted `values` (numpy's default method)."""
    position = (len(values) - 1) * q
    lower = math.floor(position)
    upper = min(lower + 1, len(values) - 1)
    return values[lower] + (values[upper] - values[lower]) * (position - lower)


def resource_values(results: Iterable[Mapping[str, Any]], key: str) -> list[float]:
    """A resource measure of every scored sample that recorded one (sandbox errors measure the
    infrastructure, not the model, and are left out)."""
    return sorted(
        float(r[key])
        for r in results
        if r.get("verdict") != "SANDBOX_ERROR" and is_number(r.get(key)) and r[key] > 0
    )


def resource_table(results: Sequence[Mapping[str, Any]]) -> Table | None:
    rows = []
    for key, label in RESOURCES:
        values = resource_values(results, key)
        if values:
            rows.append(
                [
                    label,
                    str(len(values)),
                    num(sum(values) / len(values)),
                    num(quantile(values, 0.5)),
                    num(quantile(values, 0.9)),
                    num(values[-1]),
                ]
            )
    if not rows:
        return None
    return Table(["measure", "samples", "mean", "median", "p90", "max"], rows)


# --- generic tables (per-problem rows, human baselines) -----------------------------------------


def _flatten(d: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in d.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, name + "."))
        elif isinstance(value, list | tuple):
            if all(isinstance(v, str | int | float) for v in value):
                flat[name] = ", ".join(num(v) for v in value)
        else:
            flat[name] = value
    return flat


def _cell(key: str, value: Any) -> str:
    if is_number(value) and 0 <= value <= 1 and any(r in key for r in ("rate", "pass", "share")):
        return pct(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return num(value)


def record_table(
    rows: Sequence[tuple[str, Mapping[str, Any]]], first: str, drop: Sequence[str] = ()
) -> Table:
    """A table of records with whatever fields they have: a rate column (with its interval when
    any record has one) first, then every other field but `drop`, nested ones as `a.b`."""
    flats = [(name, _flatten(r)) for name, r in rows]
    rate_key = next((k for k in RATE_KEYS if any(is_number(f.get(k)) for _, f in flats)), None)
    found = [intervals(record) for _, record in rows]
    with_interval = rate_key is not None and any(found)
    columns: list[str] = []
    for _, flat in flats:
        columns += [k for k in flat if k not in columns]
    columns = [
        c
        for c in columns
        if c != rate_key and c not in drop and not c.endswith(("_low", "_high", ".low", ".high"))
    ]
    headers = [first] if first else []
    if rate_key:
        headers.append(humanize(rate_key))
    if with_interval:
        headers.append("95% CI")
    unique = []
    for c in columns:
        if humanize(c) not in headers:
            headers.append(humanize(c))
            unique.append(c)
    columns = unique
    out = []
    for (name, flat), record_intervals in zip(flats, found, strict=True):
        row = [name] if first else []
        if rate_key:
            row.append(pct(flat.get(rate_key)))
        if with_interval:
            i = record_intervals[0] if record_intervals else None
            row.append(interval_text(i.low, i.high) if i else "-")
        row += [_cell(c, flat.get(c)) for c in columns]
        out.append(row)
    return Table(headers, out)


def problem_table(problems: object) -> Table | None:
    """The report's per-problem rows, named by task id (and language when there are several);
    a column that repeats another (pass@1 among the pass@k) is shown once."""
    if isinstance(problems, Mapping):
        rows = [(str(k), v) for k, v in problems.items() if isinstance(v, Mapping)]
        return record_table(rows, "problem") if rows else None
    if not isinstance(problems, list | tuple):
        return None
    records = [p for p in problems if isinstance(p, Mapping)]
    if not records:
        return None
    languages = {p.get("language") for p in records}
    drop = ["task_id", "language"]
    named = [
        (
            str(p.get("task_id", "")) + (f" ({p.get('language')})" if len(languages) > 1 else ""),
            p,
        )
        for p in records
    ]
    return record_table(named, "problem", drop)


def _humans_section(humans: Mapping[str, Any], record: Mapping[str, Any]) -> Section:
    """Human baselines in whatever shape they come: scalars as lines, a group map
    (by difficulty, by category, …) or a list of participants as a table; the model's pass@1
    stands beside each group the report also breaks down."""
    section = Section("humans", "Human baselines")
    for key, value in humans.items():
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            section.intro.append(f"{humanize(key)}: {num(value)}")
        elif isinstance(value, list | tuple) and all(isinstance(v, Mapping) for v in value):
            if value:
                table = record_table([("", v) for v in value], "")
                section.tables.append(Table(table.headers, table.rows, humanize(key)))
        elif isinstance(value, Mapping) and value:
            if all(isinstance(v, Mapping) for v in value.values()):
                rows = [(str(k), v) for k, v in value.items()]
                first = humanize(key.removeprefix("by_")) if key.startswith("by_") else "group"
                table = record_table(rows, first)
                model = record.get(key)
                if isinstance(model, Mapping) and any(str(k) in model for k, _ in rows):
                    table = _beside_model(table, rows, model)
                section.tables.append(Table(table.headers, table.rows, humanize(key)))
            else:
                table = record_table([(humanize(key), value)], "group")
                section.tables.append(table)
        elif isinstance(value, list | tuple) and value:
            section.intro.append(f"{humanize(key)}: {', '.join(num(v) for v in value)}")
    return section


def _beside_model(table: Table, rows: Sequence[tuple[str, Any]], model: Mapping[str, Any]) -> Table:
    headers = [table.headers[0], "model pass@1", *table.headers[1:]]
    out = []
    for (name, _), row in zip(rows, table.rows, strict=True):
        agg = model.get(name)
        value = pct(agg.get("pass_at_1")) if isinstance(agg, Mapping) else "-"
        out.append([row[0], value, *row[1:]])
    return Table(headers, out)


def human_rates(humans: Mapping[str, Any], key: str) -> dict[str, tuple[float, Interval | None]]:
    """A human group map's solve rate and interval per group, for the figures."""
    groups = humans.get(key)
    if not isinstance(groups, Mapping):
        return {}
    out = {}
    for name, row in groups.items():
        if isinstance(row, Mapping):
            rate = _first_number(row, RATE_KEYS)
            if rate is not None:
                found = intervals(row)
                out[str(name)] = (rate, found[0] if found else None)
    return out


# --- judging modes ----------------------------------------------------------------------------

MODE_NAMES = {
    "outside": "outside (values compared outside the program)",
    "isolated": "isolated (tests in a process of their own)",
    "decoy": "decoy (in-process, the pass checked by a decoy run)",
    "in_process": "in process (no decoy)",
    "unspecified": "unspecified",
}


def judging_section(
    record: Mapping[str, Any], results: Sequence[Mapping[str, Any]] = ()
) -> Section | None:
    """How many samples were judged in which mode (docs/security.md), weakest spelled out: the
    passes that no decoy checked, and the samples found tampered."""
    modes = record.get("judging_modes")
    if not isinstance(modes, Mapping) or not any(is_number(v) and v > 0 for v in modes.values()):
        return None
    section = Section("judging", "Judging modes")
    section.lines.append(
        "Samples judged: "
        + ", ".join(
            f"{MODE_NAMES.get(str(k), str(k))} {num(v)}" for k, v in modes.items() if is_number(v)
        )
        + "."
    )
    if results:
        unchecked = sum(
            1
            for r in results
            if r.get("verdict") == "PASS" and r.get("judging_mode") == "in_process"
        )
        section.lines.append(
            f"Passes judged in the program's own process with no decoy (the weakest check): "
            f"{num(unchecked)}."
        )
    verdicts = record.get("verdicts")
    tampered = verdicts.get("TAMPERED", 0) if isinstance(verdicts, Mapping) else 0
    if is_number(tampered) and tampered > 0:
        section.lines.append(
            f"Tampered (a decoy run passed too: the pass did not depend on the tests' expected "
            f"values; counted as failures): {num(tampered)}."
        )
    return section


# --- the whole report -------------------------------------------------------------------------


def build(record: Mapping[str, Any], results: Sequence[Mapping[str, Any]] = ()) -> ReportView:
    """The sections of a report record (report.json) and, when given, its results.jsonl lines."""
    title = str(record.get("model") or "results")
    meta = [
        (key, str(record[key]))
        for key in ("suite", "version", "version_hash")
        if record.get(key) not in (None, "")
    ]
    if "split" in record:  # which seed drew the private and hidden cases that judged the run
        meta.append(("split", provenance.describe(record["split"])))
    if results:
        meta.append(("results", f"{len(results)} samples"))
    sections: list[Section] = []

    overall = record.get("overall")
    section = Section("overall", "Overall")
    section.tables.append(aggregate_table([("overall", overall)], "group"))
    if isinstance(overall, Mapping):
        section.lines += _other_fields(overall)
    sections.append(section)

    points = pass_at_k_points(record)
    if points:
        section = Section("pass_at_k", "pass@k", figures=["pass_at_k"])
        labels = sorted({p.interval.label for p in points if p.interval})
        headers = ["k", "pass@k", *(labels or [])]
        rows = []
        for p in points:
            row = [str(p.k), pct(p.value)]
            for label in labels:
                i = p.interval
                row.append(interval_text(i.low, i.high) if i and i.label == label else "-")
            rows.append(row)
        section.tables.append(Table(headers, rows))
        bootstrap = record.get("bootstrap")
        if labels and isinstance(bootstrap, Mapping) and bootstrap.get("resamples"):
            section.lines.append(
                "Intervals: percentile bootstrap over problems, "
                + ", ".join(f"{humanize(k)} {num(v)}" for k, v in bootstrap.items())
                + " (reproducible)."
            )
        sections.append(section)

    for key, label in BREAKDOWNS:
        groups = record.get(key)
        if isinstance(groups, Mapping) and groups:
            section = Section(key, f"By {label}")
            section.tables.append(aggregate_table([(str(k), v) for k, v in groups.items()], label))
            if key in ("by_difficulty", "by_category"):
                section.figures.append(key)
            sections.append(section)

    if "efficiency" in record or "robustness" in record:
        section = Section("efficiency_robustness", "Efficiency and robustness")
        section.tables.append(
            aggregate_table(
                [
                    ("efficiency", record.get("efficiency")),
                    ("robustness", record.get("robustness")),
                ],
                "score",
            )
        )
        section.lines.append(
            "Efficiency covers problems tagged complexity or efficiency; robustness those "
            "tagged edge-case or robustness ('-': none was scored)."
        )
        sections.append(section)

    verdicts = record.get("verdicts")
    if isinstance(verdicts, Mapping) and verdicts:
        total = sum(v for v in verdicts.values() if is_number(v)) or 1
        section = Section("verdicts", "Verdicts", figures=["verdicts"])
        section.tables.append(
            Table(
                ["verdict", "samples", "share"],
                [[str(k), num(v), pct(v / total)] for k, v in verdicts.items() if is_number(v)],
            )
        )
        sections.append(section)

    judging = judging_section(record, results)
    if judging is not None:
        sections.append(judging)

    section = Section("excluded", "Excluded")
    section.lines.append(
        f"Sandbox errors (infrastructure faults, never scored): {num(record.get('excluded', 0))}"
    )
    table = id_table(record.get("excluded_samples"))
    if table is not None:
        section.intro.append(
            "Every attempt of these samples ended in SANDBOX_ERROR, so pass@1 leaves them out: "
            "their verdicts are unknown. Rerun them (the same command again with the same "
            "--out) or report the run with this list."
        )
        section.tables.append(table)
    runs = record.get("determinism_runs")
    if is_number(runs) and runs > 1:
        n_samples = overall.get("n_samples", 0) if isinstance(overall, Mapping) else 0
        section.lines.append(
            f"Flaky samples (repeated runs disagreed; not passed): {num(record.get('flaky', 0))} "
            f"of {num(n_samples)} ({num(runs)} runs each)"
        )
    # Excluded samples are shown right after the overall score, not at the end.
    sections.insert(1 if table is not None else len(sections), section)

    table = id_table(record.get("missing"))
    if record.get("partial") and table is not None:
        missing = Section("missing", "Missing results")
        missing.intro.append(
            f"{num(record.get('missing_results', len(table.rows)))} sample(s) of samples.jsonl "
            "have no result in results.jsonl; every figure of this report covers only the "
            "samples that have one."
        )
        missing.tables.append(table)
        sections.insert(1, missing)

    table = resource_table(results)
    if table is not None:
        section = Section("resources", "Time and memory", tables=[table])
        section.lines.append("Per sample, from results.jsonl; sandbox errors left out.")
        section.figures += ["time", "memory"]
        sections.append(section)

    table = problem_table(record.get("problems"))
    if table is not None:
        sections.append(Section("problems", "Problems", tables=[table]))

    humans = record.get("humans")
    if isinstance(humans, Mapping) and humans:
        sections.append(_humans_section(humans, record))

    alerts = []
    split = record.get("split")
    if isinstance(split, Mapping) and split.get("kind") in ("development", "mixed"):
        alerts.append(
            f"SPLIT: {provenance.describe(split)}. These figures are not private-split scores: "
            "the leaderboard refuses such a run."
        )
    if record.get("partial"):
        ids = record.get("missing") or []
        alerts.append(
            f"PARTIAL RUN: {num(record.get('missing_results', len(ids)))} sample(s) have no "
            f"result{_first_ids(ids)}. The scores below cover only the samples that have one."
        )
    excluded = record.get("excluded")
    if is_number(excluded) and excluded > 0:
        ids = record.get("excluded_samples") or []
        alerts.append(
            f"SANDBOX ERRORS: {num(excluded)} sample(s) excluded from pass@1 after every attempt "
            f"ended in SANDBOX_ERROR{_first_ids(ids)}."
        )

    warnings = [str(w) for w in record.get("warnings") or []]
    few = record.get("few_samples")
    if isinstance(few, list | tuple) and few:
        shown = ", ".join(str(t) for t in few[:FEW_SHOWN])
        more = f" and {len(few) - FEW_SHOWN} more" if len(few) > FEW_SHOWN else ""
        warnings.append(f"tasks with fewer than 10 scored samples ({len(few)}): {shown}{more}")
    return ReportView(title, meta, sections, warnings, alerts)


def id_table(ids: object) -> Table | None:
    """A table of sample ids (task, language, sample), at most FEW_SHOWN * 10 rows."""
    if not isinstance(ids, list | tuple):
        return None
    rows = [
        [str(i.get("task_id", "")), str(i.get("language", "")), str(i.get("sample_id", ""))]
        for i in ids
        if isinstance(i, Mapping)
    ]
    if not rows:
        return None
    limit = FEW_SHOWN * 10
    caption = f"first {limit} of {len(rows)}" if len(rows) > limit else ""
    return Table(["task", "language", "sample"], rows[:limit], caption)


def _first_ids(ids: object) -> str:
    if not isinstance(ids, list | tuple) or not ids:
        return ""
    tasks = sorted({str(i.get("task_id")) for i in ids if isinstance(i, Mapping)})
    shown = ", ".join(tasks[:5]) + (f" and {len(tasks) - 5} more" if len(tasks) > 5 else "")
    return f" (tasks: {shown})"
