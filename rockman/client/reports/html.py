"""report.html: the report's sections and figures in one self-contained file.

Figures are embedded as base64 PNG and the style sheet is inline, so the file opens anywhere with
no network. Templates autoescape: a model name or task id is text, never markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

import jinja2

from rockman.client.reports import figures, view

TEMPLATE = "report.html.j2"


@cache
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("rockman.client.reports", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_html(
    record: Mapping[str, Any],
    results: Sequence[Mapping[str, Any]] = (),
    with_figures: bool = True,
) -> str:
    """report.html for a report record and, when given, its results.jsonl lines."""
    drawn = figures.all_figures(record, results) if with_figures else {}
    return (
        environment()
        .get_template(TEMPLATE)
        .render(report=view.build(record, results), figures=drawn)
    )
