"""report.md: every section of the report as GitHub-flavoured markdown tables."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rockman.client.reports import view


def escape(text: str) -> str:
    """Table-safe and inert text: a pipe would split a cell, raw HTML would be rendered."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("|", "\\|")
        .replace("\n", " ")
    )


def table(t: view.Table) -> list[str]:
    lines = [f"*{escape(t.caption)}*", ""] if t.caption else []
    lines.append("| " + " | ".join(escape(h) or " " for h in t.headers) + " |")
    lines.append("|" + "---|" * len(t.headers))
    lines += ["| " + " | ".join(escape(c) for c in row) + " |" for row in t.rows]
    return [*lines, ""]


def render_markdown(record: Mapping[str, Any], results: Sequence[Mapping[str, Any]] = ()) -> str:
    """report.md for a report record and, when given, its results.jsonl lines."""
    v = view.build(record, results)
    lines = [f"# Rockman report: {escape(v.title)}", ""]
    lines += [f"- {key}: `{value}`" for key, value in v.meta]
    lines.append("")
    for alert in v.alerts:
        lines += [f"> **{escape(alert)}**", ""]
    for section in v.sections:
        lines += [f"## {section.title}", ""]
        for text in section.intro:
            lines += [escape(text), ""]
        for t in section.tables:
            lines += table(t)
        for text in section.lines:
            lines += [escape(text), ""]
    if v.warnings:
        lines += ["## Warnings", ""]
        lines += [f"- {escape(w)}" for w in v.warnings]
    return "\n".join(lines).rstrip() + "\n"
