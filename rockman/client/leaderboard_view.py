"""The leaderboard as JSON, text, Markdown and HTML, from the scorer's ranked groups.

The columns are the methodology's: Model | Version | Temp | Tokens | Attempts | Hardware | Date |
Overall | DP | Graphs | Debug | Adv, each score as pass@1 in percent with its 95% interval, after a
rank column that carries the "≈" marker: not significantly different from the entry above.
"""

from __future__ import annotations

import math
from typing import Any

import jinja2
from google.protobuf.message import Message

from rockman.v1 import leaderboard_pb2, scorer_pb2

NOT_SIGNIFICANT = "≈"
HEADERS = (
    "Model", "Version", "Temp", "Tokens", "Attempts", "Hardware", "Date",
    "Overall", "DP", "Graphs", "Debug", "Adv",
)  # fmt: skip
# JSON key, proto field, what the column scores
SCORE_COLUMNS = (
    ("overall", "overall", "mean pass@1 over every problem"),
    ("dp", "dynamic_programming", "category dynamic_programming"),
    ("graphs", "graphs", "category graphs"),
    ("debug", "debugging", "category debugging"),
    ("adv", "advanced", "difficulty 4-7 (Advanced, Hard, Expert, Research)"),
)
TEST_NAMES = {
    "mcnemar_exact": "McNemar exact",
    "paired_t": "paired t",
    "sign_exact": "sign test",
    "two_proportion_z": "two-proportion z",
}


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


def _has(message: Message, field: str) -> bool:
    return message.HasField(field)


def _aggregate(a: scorer_pb2.Aggregate) -> dict[str, Any]:
    return {f.name: getattr(a, f.name) for f in a.DESCRIPTOR.fields}


def entry_record(e: leaderboard_pb2.LeaderboardEntry) -> dict[str, Any]:
    """One entry as JSON: its settings, provenance and scores (null: no such problem scored)."""
    record: dict[str, Any] = {
        "id": e.id,
        "model": e.model,
        "model_version": e.model_version,
        "temperature": e.temperature if e.HasField("temperature") else None,
        "max_tokens": e.max_tokens if e.HasField("max_tokens") else None,
        "attempts": e.attempts if e.HasField("attempts") else None,
        "hardware": hardware(e),
        "cpu_model": e.cpu_model,
        "cpu_count": e.cpu_count,
        "executor_backend": e.executor_backend,
        "date": e.run_date,
        "submitted_at": e.submitted_at,
        "suite": e.suite,
        "version": e.version,
        "version_hash": e.version_hash,
        "results_sha256": e.results_sha256,
        "rockman_version": e.rockman_version,
        "seed_fingerprint": e.seed_fingerprint,
    }
    for key, field, _ in SCORE_COLUMNS:
        record[key] = _aggregate(getattr(e, field)) if _has(e, field) else None
    return record


def _test_record(t: leaderboard_pb2.AdjacentTest) -> dict[str, Any]:
    return {
        "test": t.test,
        "difference": t.difference,
        "statistic": _finite(t.statistic),
        "p_value": t.p_value,
        "significant": t.significant,
        "detail": t.detail,
        "z_test": {"z": t.z, "p_value": t.z_p_value},
    }


def record(response: leaderboard_pb2.ListEntriesResponse) -> dict[str, Any]:
    """The leaderboard as JSON. `versus_next` is the test of an entry against the one below it;
    `not_significant_from_above` is the "≈" marker."""
    groups = []
    for g in response.groups:
        entries = []
        above: leaderboard_pb2.AdjacentTest | None = None
        for row in g.rows:
            entry = {"rank": row.rank, **entry_record(row.entry)}
            entry["not_significant_from_above"] = above is not None and not above.significant
            entry["versus_next"] = (
                _test_record(row.versus_next) if row.HasField("versus_next") else None
            )
            above = row.versus_next if row.HasField("versus_next") else None
            entries.append(entry)
        groups.append(
            {
                "suite": g.suite,
                "version": g.version,
                "version_hash": g.version_hash,
                "entries": entries,
            }
        )
    return {
        "alpha": response.alpha,
        "columns": {key: what for key, _, what in SCORE_COLUMNS},
        "groups": groups,
    }


# -- cells -------------------------------------------------------------------------------------


def hardware(e: leaderboard_pb2.LeaderboardEntry) -> str:
    """The executor's CPU model and count, from the run's manifest."""
    cpu = e.cpu_model or "unknown CPU"
    return f"{cpu}, {e.cpu_count} CPUs" if e.cpu_count else cpu


def score_cell(a: dict[str, Any] | None) -> str:
    if a is None:
        return "-"
    return f"{100 * a['pass_at_1']:.1f} [{100 * a['ci_low']:.1f}, {100 * a['ci_high']:.1f}]"


def _optional(x: Any) -> str:
    return "-" if x is None or x == "" else f"{x:g}" if isinstance(x, float) else str(x)


def rank_cell(entry: dict[str, Any]) -> str:
    marker = f"{NOT_SIGNIFICANT} " if entry["not_significant_from_above"] else ""
    return f"{marker}{entry['rank']}"


def test_cell(test: dict[str, Any] | None) -> str:
    if test is None:
        return ""
    return f"p = {test['p_value']:.3g} ({TEST_NAMES.get(test['test'], test['test'])})"


def cells(entry: dict[str, Any]) -> list[str]:
    """The methodology's twelve columns for one entry."""
    return [
        entry["model"],
        _optional(entry["model_version"]),
        _optional(entry["temperature"]),
        _optional(entry["max_tokens"]),
        _optional(entry["attempts"]),
        entry["hardware"],
        entry["date"][:10] or "-",
        *(score_cell(entry[key]) for key, _, _ in SCORE_COLUMNS),
    ]


def rows(group: dict[str, Any]) -> list[list[str]]:
    """Rank, the twelve columns, and the test against the entry below."""
    return [[rank_cell(e), *cells(e), test_cell(e["versus_next"])] for e in group["entries"]]


def group_title(group: dict[str, Any]) -> str:
    hash_part = f" (version hash {group['version_hash'][:12]})" if group["version_hash"] else ""
    seeds = sorted({e.get("seed_fingerprint") or "" for e in group.get("entries", [])} - {""})
    split = f", private split (seed {', '.join(seeds)})" if seeds else ""
    return f"suite {group['suite']}, version {group['version']}{hash_part}{split}"


def legend(board: dict[str, Any]) -> list[str]:
    alpha = board["alpha"]
    return [
        "Scores: pass@1 in percent [95% Wilson interval, n = problems]; - : no such problem "
        "in the run.",
        "Overall: mean pass@1 over every problem. DP, Graphs, Debug: categories "
        "dynamic_programming, graphs, debugging. Adv: difficulty 4-7.",
        f"{NOT_SIGNIFICANT} before a rank: not significantly different from the entry above "
        f"(two-sided, alpha = {alpha:g}); 'vs next' gives the test against the entry below: "
        "McNemar exact, paired t or sign test when both ran the same problems, else the "
        "methodology's two-proportion z-test (docs/statistics.md, Leaderboard).",
        "Entries are compared only within one suite version.",
    ]


COLUMN_TITLES = ("#", *HEADERS, "vs next")


# -- formats -----------------------------------------------------------------------------------


def text(board: dict[str, Any]) -> str:
    """Aligned plain-text tables, one per suite version."""
    if not board["groups"]:
        return "The leaderboard is empty: add a run with `rockman-client submit RUN_DIR`.\n"
    out = []
    for group in board["groups"]:
        table = [list(COLUMN_TITLES), *rows(group)]
        widths = [max(len(r[i]) for r in table) for i in range(len(COLUMN_TITLES))]
        out.append(group_title(group))
        for r in table:
            out.append("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
        out.append("")
    out += legend(board)
    return "\n".join(out) + "\n"


def _md_escape(cell: str) -> str:
    return cell.replace("|", "\\|")


def markdown(board: dict[str, Any]) -> str:
    lines = ["# Rockman leaderboard", ""]
    if not board["groups"]:
        lines.append("No entries yet.")
    for group in board["groups"]:
        lines += [f"## {group_title(group)}", ""]
        lines.append("| " + " | ".join(COLUMN_TITLES) + " |")
        lines.append("|" + "---|" * len(COLUMN_TITLES))
        lines += ["| " + " | ".join(_md_escape(c) for c in r) + " |" for r in rows(group)]
        lines.append("")
    lines += [f"- {item}" for item in legend(board)]
    return "\n".join(lines) + "\n"


_HTML = jinja2.Environment(autoescape=True, trim_blocks=True, lstrip_blocks=True).from_string(
    """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Rockman leaderboard</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #222; }
table { border-collapse: collapse; margin-bottom: 2rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; white-space: nowrap; }
th { background: #f3f3f3; }
td.tied { color: #a15c00; font-weight: bold; }
</style>
</head>
<body>
<h1>Rockman leaderboard</h1>
{% if not groups %}
<p>No entries yet.</p>
{% endif %}
{% for group in groups %}
<h2>{{ group.title }}</h2>
<table>
<thead><tr>{% for title in titles %}<th>{{ title }}</th>{% endfor %}</tr></thead>
<tbody>
{% for row in group.rows %}
<tr>
{% for cell in row.cells %}
{% if loop.first and row.tied %}
<td class="tied" title="{{ tied_title }}">{{ cell }}</td>
{% else %}
<td>{{ cell }}</td>
{% endif %}
{% endfor %}
</tr>
{% endfor %}
</tbody>
</table>
{% endfor %}
<ul>
{% for item in legend %}
<li>{{ item }}</li>
{% endfor %}
</ul>
</body>
</html>
"""
)


def html(board: dict[str, Any]) -> str:
    groups = [
        {
            "title": group_title(g),
            "rows": [
                {"cells": r, "tied": e["not_significant_from_above"]}
                for r, e in zip(rows(g), g["entries"], strict=True)
            ],
        }
        for g in board["groups"]
    ]
    return _HTML.render(
        groups=groups,
        titles=COLUMN_TITLES,
        legend=legend(board),
        tied_title="not significantly different from the entry above",
    )
