"""The report's charts as PNG bytes (matplotlib, Agg canvas, no pyplot state).

Each function returns None when its data is missing, so a report without pass@k for k > 1, without
results or without human baselines simply has fewer figures. matplotlib is imported when the
first figure is drawn: commands that never draw do not pay for it.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rockman.client.reports import view

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure as MplFigure

MODEL_COLOR = "#3b6ea8"
HUMAN_COLOR = "#d08a2e"
BAND_ALPHA = 0.25
DPI = 100


@dataclass(frozen=True)
class Figure:
    name: str
    title: str
    png: bytes

    def data_uri(self) -> str:
        return "data:image/png;base64," + base64.b64encode(self.png).decode("ascii")


def _new(width: float = 6.4, height: float = 3.6) -> tuple[MplFigure, Axes]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure as MplFigure

    fig = MplFigure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.grid(True, axis="y", alpha=0.3)
    ax.set_axisbelow(True)
    return fig, ax


def _png(fig: MplFigure) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


def _whiskers(
    values: Sequence[float], lows: Sequence[float | None], highs: Sequence[float | None]
) -> list[list[float]]:
    """Error-bar lengths below and above each value; zero where there is no interval."""
    below = [
        max(0.0, v - lo) if lo is not None else 0.0 for v, lo in zip(values, lows, strict=True)
    ]
    above = [
        max(0.0, hi - v) if hi is not None else 0.0 for v, hi in zip(values, highs, strict=True)
    ]
    return [below, above]


def _bars(
    ax: Axes,
    horizontal: bool,
    positions: Sequence[float],
    values: Sequence[float],
    lows: Sequence[float | None],
    highs: Sequence[float | None],
    width: float,
    color: str,
    label: str,
) -> None:
    err = _whiskers(values, lows, highs)
    if horizontal:
        ax.barh(positions, values, height=width, xerr=err, color=color, label=label, capsize=3)
    else:
        ax.bar(positions, values, width=width, yerr=err, color=color, label=label, capsize=3)


def pass_at_k_curve(record: Mapping[str, Any]) -> Figure | None:
    """pass@k against k, with the interval band when the report has intervals for k > 1."""
    points = view.pass_at_k_points(record)
    if len(points) < 2:
        return None
    fig, ax = _new()
    ks = [p.k for p in points]
    ax.plot(ks, [p.value for p in points], marker="o", color=MODEL_COLOR, label="pass@k")
    banded = [p for p in points if p.interval is not None]
    if any(p.k > 1 for p in banded):
        ax.fill_between(
            [p.k for p in banded],
            [p.interval.low for p in banded if p.interval],
            [p.interval.high for p in banded if p.interval],
            color=MODEL_COLOR,
            alpha=BAND_ALPHA,
            label=banded[-1].interval.label if banded[-1].interval else "95% CI",
        )
        ax.legend(loc="lower right")
    if ks[-1] / ks[0] >= 10:
        ax.set_xscale("log")
    ax.set_xticks(ks, [str(k) for k in ks])
    ax.minorticks_off()
    ax.set_ylim(0, 1.02)
    ax.set_xlabel("k (samples per problem)")
    ax.set_ylabel("pass@k")
    ax.set_title("pass@k")
    return Figure("pass_at_k", "pass@k against k", _png(fig))


def group_bars(
    record: Mapping[str, Any], key: str, label: str, horizontal: bool = False
) -> Figure | None:
    """pass@1 per group with Wilson whiskers; human solve rates beside it when the record has
    human baselines for the same groups."""
    groups = record.get(key)
    if not isinstance(groups, Mapping):
        return None
    rows = [
        (str(name), agg)
        for name, agg in groups.items()
        if isinstance(agg, Mapping) and view.is_number(agg.get("pass_at_1"))
    ]
    if not rows:
        return None
    names = [name for name, _ in rows]
    values = [float(agg["pass_at_1"]) for _, agg in rows]
    lows = [agg.get("ci_low") if view.is_number(agg.get("ci_low")) else None for _, agg in rows]
    highs = [agg.get("ci_high") if view.is_number(agg.get("ci_high")) else None for _, agg in rows]
    humans = record.get("humans")
    human = view.human_rates(humans, key) if isinstance(humans, Mapping) else {}
    human = {n: h for n, h in human.items() if n in names}
    fig, ax = (
        _new(6.4, max(2.4, 0.45 * len(names) + 1.2))
        if horizontal
        else _new(max(6.4, 0.6 * len(names) + 2), 3.6)
    )
    width = 0.8 if not human else 0.4
    offset = 0.0 if not human else -0.2
    _bars(
        ax,
        horizontal,
        [j + offset for j in range(len(names))],
        values,
        lows,
        highs,
        width,
        MODEL_COLOR,
        "model pass@1",
    )
    if human:
        at = [j for j, n in enumerate(names) if n in human]
        intervals = [human[names[j]][1] for j in at]
        _bars(
            ax,
            horizontal,
            [j + 0.2 for j in at],
            [human[names[j]][0] for j in at],
            [i.low if i else None for i in intervals],
            [i.high if i else None for i in intervals],
            width,
            HUMAN_COLOR,
            "human solve rate",
        )
        ax.legend(loc="best")
    if horizontal:
        ax.set_yticks(range(len(names)), names)
        ax.invert_yaxis()
        ax.set_xlim(0, 1.02)
        ax.set_xlabel("pass@1 (Wilson 95% CI)")
        ax.grid(True, axis="x", alpha=0.3)
        ax.grid(False, axis="y")
    else:
        ax.set_xticks(range(len(names)), names)
        ax.set_ylim(0, 1.02)
        ax.set_ylabel("pass@1 (Wilson 95% CI)")
        ax.set_xlabel(label)
    ax.set_title(f"pass@1 by {label}")
    return Figure(key, f"pass@1 by {label}", _png(fig))


def verdict_mix(record: Mapping[str, Any]) -> Figure | None:
    verdicts = record.get("verdicts")
    if not isinstance(verdicts, Mapping):
        return None
    items = [(str(k), float(v)) for k, v in verdicts.items() if view.is_number(v) and v > 0]
    if not items:
        return None
    fig, ax = _new(6.4, max(2.0, 0.4 * len(items) + 1.0))
    colors = [
        "#4a9a5b" if k == "PASS" else "#9a9a9a" if k == "SANDBOX_ERROR" else "#c0504d"
        for k, _ in items
    ]
    ax.barh(range(len(items)), [v for _, v in items], color=colors)
    ax.set_yticks(range(len(items)), [k for k, _ in items])
    ax.invert_yaxis()
    ax.grid(True, axis="x", alpha=0.3)
    ax.grid(False, axis="y")
    ax.set_xlabel("samples")
    ax.set_title("Verdict mix")
    return Figure("verdicts", "Verdict mix", _png(fig))


def distribution(
    results: Sequence[Mapping[str, Any]],
    keys: Sequence[tuple[str, str]],
    name: str,
    title: str,
    unit: str,
) -> Figure | None:
    """Histograms of per-sample measures on shared bins (one series per key that any sample
    recorded); log-spaced when the values span two orders of magnitude or more."""
    import numpy as np
    from matplotlib.ticker import MaxNLocator

    present = [(label, view.resource_values(results, key)) for key, label in keys]
    present = [(label, values) for label, values in present if values]
    if not present:
        return None
    everything = np.concatenate([np.asarray(values) for _, values in present])
    low, high = float(everything.min()), float(everything.max())
    n_bins = max(5, min(30, len(everything) // 3))
    logarithmic = high / low >= 100
    if logarithmic:
        edges = np.geomspace(low, high, n_bins + 1)
    else:
        edges = np.histogram_bin_edges(everything, bins=n_bins)
    fig, ax = _new()
    for (label, values), color in zip(present, (MODEL_COLOR, HUMAN_COLOR), strict=False):
        ax.hist(
            values, bins=edges.tolist(), alpha=0.6, color=color, label=f"{label}, n={len(values)}"
        )
        ax.axvline(view.quantile(values, 0.5), color=color, linestyle="--", linewidth=1)
    if logarithmic:
        ax.set_xscale("log")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(f"{unit} (dashed: median)")
    ax.set_ylabel("samples")
    ax.legend(loc="best")
    ax.set_title(title)
    return Figure(name, title, _png(fig))


def all_figures(
    record: Mapping[str, Any], results: Sequence[Mapping[str, Any]] = ()
) -> dict[str, Figure]:
    """Every figure the data allows, by name (the names the view's sections refer to)."""
    drawn = [
        pass_at_k_curve(record),
        group_bars(record, "by_difficulty", "difficulty"),
        group_bars(record, "by_category", "category", horizontal=True),
        verdict_mix(record),
        distribution(
            results,
            [("cpu_time_s", "CPU time"), ("wall_time_s", "wall time")],
            "time",
            "Time per sample",
            "seconds",
        ),
        distribution(
            results, [("peak_memory_mb", "peak memory")], "memory", "Peak memory per sample", "MB"
        ),
    ]
    return {f.name: f for f in drawn if f is not None}
