"""Human-readable reports of a run: report.md, and report.html with its figures.

`view` decides what a report shows; `markdown` and `html` render it; `figures` draws the charts
(matplotlib, Agg, imported only when a figure is drawn).
"""

from __future__ import annotations

from rockman.client.reports.html import render_html
from rockman.client.reports.markdown import render_markdown

__all__ = ["render_html", "render_markdown"]
