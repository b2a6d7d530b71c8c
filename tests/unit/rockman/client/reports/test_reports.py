"""report.md, report.html and their figures from a fixed report record and results."""

from __future__ import annotations

import base64
import copy
import io
import re
from typing import Any

import pytest
from PIL import Image

from rockman.client.reports import figures, html, markdown, render_html, render_markdown, view

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def aggregate(p: float, n: int, samples: int, **extra: Any) -> dict[str, Any]:
    return {
        "pass_at_1": p,
        "ci_low": max(0.0, p - 0.2),
        "ci_high": min(1.0, p + 0.2),
        "n_problems": n,
        "n_samples": samples,
        **extra,
    }


def full_record() -> dict[str, Any]:
    """A report.json with every field the scorer writes today (S1's extensions included)."""
    return {
        "model": "<script>alert('x')</script>",
        "suite": "starter",
        "version": "v1",
        "version_hash": "ab" * 32,
        "overall": aggregate(
            0.625,
            8,
            80,
            se=0.1,
            clt_low=0.43,
            clt_high=0.82,
            n_clusters=4,
            cluster_se=0.12,
            cluster_low=0.3,
            cluster_high=0.9,
        ),
        "pass_at_k": {"1": 0.625, "5": 0.8, "10": 0.875},
        "pass_at_k_ci": {
            "1": {"low": 0.4, "high": 0.8},
            "5": {"low": 0.6, "high": 0.95},
            "10": {"low": 0.7, "high": 1.0},
        },
        "bootstrap": {"resamples": 2000, "seed": 0},
        "by_difficulty": {"1": aggregate(1.0, 2, 20), "3": aggregate(0.5, 6, 60)},
        "by_category": {"math": aggregate(0.5, 4, 40), "graphs": aggregate(0.75, 4, 40)},
        "by_task_type": {"generation": aggregate(0.625, 8, 80)},
        "by_language": {"python": aggregate(0.5, 4, 40), "go": aggregate(0.75, 4, 40)},
        "efficiency": None,
        "robustness": aggregate(0.5, 2, 20),
        "excluded": 3,
        "verdicts": {"PASS": 50, "WRONG_ANSWER": 27, "SANDBOX_ERROR": 3},
        "warnings": ["a | warning with <b>markup</b>"],
        "few_samples": [],
        "problems": [
            {
                "task_id": "Starter/MATH_001",
                "language": "python",
                "n": 10,
                "c": 5,
                "pass_at_1": 0.5,
                "tags": ["math", "edge-case"],
                "pass_at_k": {"1": 0.5, "10": 1.0},
            },
            {
                "task_id": "Starter/MATH_001",
                "language": "go",
                "n": 10,
                "c": 10,
                "pass_at_1": 1.0,
                "tags": ["math", "edge-case"],
                "pass_at_k": {"1": 1.0, "10": 1.0},
            },
        ],
        "flaky": 1,
        "determinism_runs": 3,
    }


HUMANS = {
    "participants": 12,
    "source": "study-2025.csv",
    "by_difficulty": {
        "1": {
            "solve_rate": 0.9,
            "ci_low": 0.7,
            "ci_high": 0.97,
            "attempts": 20,
            "time_to_solve_s": {"median": 310.5, "p25": 120, "p75": 700},
        },
        "7": {"solve_rate": 0.1, "ci_low": 0.02, "ci_high": 0.3, "attempts": 10},
    },
    "by_category": {"math": {"solve_rate": 0.6, "attempts": 30}},
    "participant_list": [
        {"id": "p1", "experience": "novice", "years": 1},
        {"id": "p2", "experience": "competitive", "years": 8, "rating": 2400},
    ],
}


def results(n: int = 30) -> list[dict[str, Any]]:
    rows = []
    for i in range(n):
        rows.append(
            {
                "task_id": "Starter/MATH_001",
                "language": "python",
                "sample_id": f"s{i}",
                "verdict": "PASS" if i % 3 else "WRONG_ANSWER",
                "cpu_time_s": 0.01 * (i + 1),
                "wall_time_s": 0.02 * (i + 1),
                "peak_memory_mb": 10.0 + i,
            }
        )
    rows.append({**rows[0], "sample_id": "broken", "verdict": "SANDBOX_ERROR", "cpu_time_s": 99.0})
    return rows


def sections(md: str) -> list[str]:
    return re.findall(r"^## (.+)$", md, flags=re.MULTILINE)


def is_png(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_MAGIC)
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    with Image.open(io.BytesIO(data)) as image:
        return image.size


# --- markdown ---------------------------------------------------------------------------------


def test_markdown_has_every_section_the_data_has() -> None:
    md = render_markdown(full_record(), results())
    assert sections(md) == [
        "Overall",
        "pass@k",
        "By difficulty",
        "By category",
        "By task type",
        "By language",
        "Efficiency and robustness",
        "Verdicts",
        "Excluded",
        "Time and memory",
        "Problems",
        "Warnings",
    ]
    # Every interval and standard error of the overall aggregate has a column.
    header = next(line for line in md.splitlines() if line.startswith("| group | pass@1"))
    for column in ("Wilson 95% CI", "CLT 95% CI", "clustered 95% CI", "SE", "clustered SE"):
        assert f"| {column} |" in header
    assert "| overall | 62.5% | [42.5%, 82.5%] | [43.0%, 82.0%] | [30.0%, 90.0%] | 10.0% |" in md
    assert "n clusters: 4" in md
    # pass@k with its bootstrap intervals, and how they were made.
    assert "| 10 | 87.5% | [70.0%, 100.0%] |" in md
    assert "resamples 2000, seed 0" in md
    assert "| 3 | 50.0% | [30.0%, 70.0%] |" in md  # difficulty 3 with its Wilson interval
    assert "| efficiency | - | - |" in md  # none scored: shown as such, not as 0%
    assert "| SANDBOX_ERROR | 3 | 3.8% |" in md
    assert "Sandbox errors (infrastructure faults, never scored): 3" in md
    assert "Flaky samples (repeated runs disagreed; not passed): 1 of 80 (3 runs each)" in md
    # Problems named by task and language (two languages here), pass@k columns as percentages.
    assert "| problem | pass@1 | n | c | tags | pass@10 |" in md
    assert "| Starter/MATH_001 (go) | 100.0% | 10 | 10 | math, edge-case | 100.0% |" in md


def test_markdown_resources_leave_out_sandbox_errors() -> None:
    md = render_markdown(full_record(), results(30))
    row = next(line for line in md.splitlines() if line.startswith("| CPU time (s)"))
    # 30 samples of 0.01..0.30 s: the SANDBOX_ERROR's 99 s is not among them.
    assert row == "| CPU time (s) | 30 | 0.155 | 0.155 | 0.271 | 0.3 |"


def test_markdown_sections_absent_without_their_data() -> None:
    record = full_record()
    for key in ("pass_at_k", "pass_at_k_ci", "problems", "warnings", "by_task_type"):
        del record[key]
    record["by_language"] = {}
    record["verdicts"] = {}
    record["determinism_runs"] = 1
    del record["efficiency"], record["robustness"]
    md = render_markdown(record)
    assert sections(md) == ["Overall", "By difficulty", "By category", "Excluded"]
    assert "Flaky" not in md and "Human baselines" not in md


def test_markdown_minimal_record_of_the_original_contract() -> None:
    """A report.json from before the scorer's extensions still renders."""
    record: dict[str, Any] = {
        "overall": aggregate(0.5, 2, 2),
        "pass_at_k": {"1": 0.5},
        "by_difficulty": {},
        "by_category": {},
        "by_task_type": {},
        "by_language": {},
        "efficiency": None,
        "robustness": None,
        "excluded": 0,
        "verdicts": {"PASS": 1, "WRONG_ANSWER": 1},
        "warnings": [],
    }
    md = render_markdown(record)
    assert md.startswith("# Rockman report: results\n")
    assert "| group | pass@1 | Wilson 95% CI | problems | samples |" in md
    assert "| 1 | 50.0% |" in md


def test_markdown_escapes_table_breaking_text() -> None:
    md = render_markdown(full_record())
    assert "<script>" not in md and "&lt;script&gt;" in md
    assert "- a \\| warning with &lt;b&gt;markup&lt;/b&gt;" in md


def test_few_samples_become_a_warning() -> None:
    record = full_record()
    record["few_samples"] = [f"T/{i}" for i in range(25)]
    md = render_markdown(record)
    assert "tasks with fewer than 10 scored samples (25): T/0, T/1" in md
    assert "T/19 and 5 more" in md


def test_human_baselines_render_generically_beside_the_model() -> None:
    record = full_record()
    record["humans"] = HUMANS
    md = render_markdown(record)
    assert "## Human baselines" in md
    assert "participants: 12" in md and "source: study-2025.csv" in md
    header = next(line for line in md.splitlines() if line.startswith("| difficulty | model"))
    assert header.startswith("| difficulty | model pass@1 | solve rate | 95% CI | attempts |")
    assert "time to solve (s) median" in header
    # Difficulty 1 is in the model's breakdown; 7 is not.
    assert "| 1 | 100.0% | 90.0% | [70.0%, 97.0%] | 20 | 310.5 | 120 | 700 |" in md
    assert "| 7 | - | 10.0% | [2.0%, 30.0%] | 10 | - | - | - |" in md
    # A group table without intervals has no interval column; participants as a table.
    assert "| category | model pass@1 | solve rate | attempts |" in md
    assert "| p2 | competitive | 8 | 2400 |" in md


# --- view helpers -----------------------------------------------------------------------------


def test_pass_at_k_points_read_every_shape() -> None:
    inline = {"pass_at_k": {"1": 0.5, "5": {"pass_at_k": 0.7, "ci_low": 0.6, "ci_high": 0.8}}}
    points = view.pass_at_k_points(inline)
    assert [(p.k, p.value) for p in points] == [(1, 0.5), (5, 0.7)]
    assert points[0].interval is None
    assert points[1].interval == view.Interval("95% CI", 0.6, 0.8)
    sibling = {"pass_at_k": {"10": 0.9, "2": 0.6}, "pass_at_k_ci": {"2": [0.5, 0.7]}}
    points = view.pass_at_k_points(sibling)
    assert [p.k for p in points] == [2, 10]  # numeric order, not string order
    assert points[0].interval == view.Interval("95% CI", 0.5, 0.7)
    assert view.pass_at_k_points({"pass_at_k": None}) == []


def test_intervals_and_standard_errors_are_named_by_their_keys() -> None:
    agg = aggregate(0.5, 4, 4, se=0.1, clt_low=0.3, clt_high=0.7, bootstrap_ci=[0.2, 0.8])
    labels = [i.label for i in view.intervals(agg, "Wilson 95% CI")]
    assert labels == ["Wilson 95% CI", "CLT 95% CI", "bootstrap 95% CI"]
    assert view.standard_errors({"se": 0.1, "cluster_se": 0.2}) == [
        ("SE", 0.1),
        ("clustered SE", 0.2),
    ]


def test_quantile_matches_numpy() -> None:
    np = pytest.importorskip("numpy")
    values = sorted([0.3, 1.0, 2.5, 7.0, 7.5, 11.0, 40.0])
    for q in (0.0, 0.1, 0.5, 0.9, 1.0):
        assert view.quantile(values, q) == pytest.approx(float(np.quantile(values, q)))


# --- html -------------------------------------------------------------------------------------


def test_html_is_escaped_self_contained_and_has_the_figures() -> None:
    record = full_record()
    record["humans"] = HUMANS
    page = render_html(record, results())
    assert "<script" not in page  # the model name is text, never markup
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in page
    assert "&lt;b&gt;markup&lt;/b&gt;" in page
    assert not re.search(r"(src|href)=\"(https?:)?//", page)  # no network
    sources = re.findall(r'<img src="([^"]+)"', page)
    assert len(sources) == 6
    for src in sources:
        assert src.startswith("data:image/png;base64,")
        is_png(base64.b64decode(src.removeprefix("data:image/png;base64,")))
    ids = re.findall(r'<section id="([^"]+)"', page)
    assert ids == [
        "overall",
        "pass_at_k",
        "by_difficulty",
        "by_category",
        "by_task_type",
        "by_language",
        "efficiency_robustness",
        "verdicts",
        "excluded",
        "resources",
        "problems",
        "humans",
        "warnings",
    ]
    assert page.count("<table>") == page.count("</table>")


def test_html_without_figures_or_optional_data() -> None:
    record = {"overall": aggregate(0.5, 2, 2), "excluded": 0, "model": "a & b"}
    page = html.render_html(record, with_figures=False)
    assert "<img" not in page
    assert "Rockman report: a &amp; b" in page
    assert re.findall(r'<section id="([^"]+)"', page) == ["overall", "excluded"]


# --- figures ----------------------------------------------------------------------------------


def test_every_figure_is_a_valid_png() -> None:
    record = full_record()
    record["humans"] = HUMANS
    drawn = figures.all_figures(record, results())
    assert sorted(drawn) == [
        "by_category",
        "by_difficulty",
        "memory",
        "pass_at_k",
        "time",
        "verdicts",
    ]
    for figure in drawn.values():
        width, height = is_png(figure.png)
        assert width > 200 and height > 100
        assert figure.data_uri().startswith("data:image/png;base64,iVBOR")


def test_figures_are_skipped_cleanly_without_data() -> None:
    record = {"overall": aggregate(0.5, 2, 2), "pass_at_k": {"1": 0.5}, "verdicts": {}}
    assert figures.all_figures(record, []) == {}
    assert figures.pass_at_k_curve(record) is None  # one k is not a curve
    assert figures.group_bars({"by_category": {"x": None}}, "by_category", "category") is None
    no_measures: list[dict[str, Any]] = [
        {"verdict": "PASS", "cpu_time_s": 0.0},
        {"verdict": "SANDBOX_ERROR"},
    ]
    assert figures.distribution(no_measures, [("cpu_time_s", "CPU")], "time", "t", "s") is None


def test_pass_at_k_curve_without_intervals_and_log_scale() -> None:
    record = {"pass_at_k": {"1": 0.2, "10": 0.5, "100": 0.8}}
    figure = figures.pass_at_k_curve(record)
    assert figure is not None
    is_png(figure.png)


def test_figures_are_deterministic() -> None:
    record = full_record()
    first = figures.group_bars(record, "by_difficulty", "difficulty")
    second = figures.group_bars(copy.deepcopy(record), "by_difficulty", "difficulty")
    assert first is not None and second is not None and first.png == second.png


def test_markdown_module_escape() -> None:
    assert markdown.escape("a|b\n<c>") == "a\\|b &lt;c&gt;"
