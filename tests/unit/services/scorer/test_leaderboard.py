"""The leaderboard's submission checks, store, columns and neighbour tests, on crafted runs.

Reports are made by the real scorer core from crafted outcomes, so the checks see what a run
folder holds. Test statistics are compared with statsmodels and scipy.
"""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from scipy.stats import binomtest, ttest_rel
from statsmodels.stats.contingency_tables import mcnemar  # type: ignore[import-untyped]
from statsmodels.stats.proportion import (  # type: ignore[import-untyped]
    proportion_confint,
    proportions_ztest,
)

from rockman import enums, signing
from rockman.client import leaderboard_view, outputs
from rockman.errors import AlreadyExists, FailedPrecondition, InvalidArgument
from rockman.v1 import common_pb2 as pb
from services.scorer import core, leaderboard, leaderboard_ranking
from services.scorer.core import Aggregate
from services.scorer.leaderboard import LeaderboardStore
from services.scorer.leaderboard_servicer import list_response
from services.scorer.leaderboard_submission import RunSettings, Submission, Tally, check_submission
from services.scorer.servicer import report_to_proto
from tests.helpers import SEED_FINGERPRINT, signed_record

VERSION_HASH = "ab" * 32
DEFAULT_META = {"category": "fundamentals", "difficulty": 2}
KEY = signing.SigningKey.generate()  # the executor's
OTHER = signing.SigningKey.generate()  # another executor, not trusted
TRUSTED = signing.TrustedKeys([KEY.public_key])


@dataclass
class Run:
    manifest: dict[str, Any]
    report: dict[str, Any]
    results: bytes

    def check(
        self,
        settings: RunSettings | None = None,
        chunk: int = 0,
        trusted: signing.TrustedKeys = TRUSTED,
    ) -> Submission:
        settings = settings or RunSettings()
        data = self.results
        chunks = [data[i : i + chunk] for i in range(0, len(data), chunk)] if chunk else [data]
        return check_submission(
            json.dumps(self.manifest), json.dumps(self.report), settings, chunks, trusted,
            SEED_FINGERPRINT,
        )  # fmt: skip


def make_run(
    verdicts: dict[str, list[str]],
    model: str = "model-a",
    version: str = "v1",
    meta: dict[str, dict[str, Any]] | None = None,
) -> Run:
    """A run folder's three files for `verdicts` (task -> one verdict per sample, python), its
    results signed by KEY."""
    lines = [
        signed_record(KEY, task, v, str(i), version, VERSION_HASH)
        for task, vs in verdicts.items()
        for i, v in enumerate(vs)
    ]
    context = {"model": model, "suite": "starter", "version": version}
    report = report_of(lines, context, meta)
    results = "".join(json.dumps(line) + "\n" for line in lines).encode()
    manifest = {
        **context,
        "version_hash": VERSION_HASH,
        "created_at": "2026-01-02T03:04:05Z",
        "rockman_version": "0.1.0",
        "executor_capabilities": {
            "backend": "native",
            "environment": {"cpu_model": "Test CPU 9000", "cpu_count": "4"},
        },
        "files": {"results": {"path": "results.jsonl", "sha256": _sha(results)}},
    }
    return Run(manifest, report, results)


def report_of(
    lines: list[dict[str, Any]],
    context: dict[str, Any],
    meta: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """report.json of results.jsonl lines, as the scorer makes it (as `report` rebuilds it)."""
    meta = meta or {}
    tasks = dict.fromkeys(line["task_id"] for line in lines)
    problems = [
        core.ProblemInfo(
            task,
            meta.get(task, DEFAULT_META)["difficulty"],
            enums.category(meta.get(task, DEFAULT_META)["category"]),
            pb.TASK_TYPE_GENERATION,
            frozenset(),
        )
        for task in tasks
    ]
    outcomes = [
        core.Outcome(r["task_id"], pb.LANGUAGE_PYTHON, r["sample_id"], enums.verdict(r["verdict"]))
        for r in lines
    ]
    return outputs.report_record(
        report_to_proto(core.score(problems, outcomes, bootstrap_resamples=200)),
        **context,
        version_hash=VERSION_HASH,
    )


def forge(run: Run, edit: Any) -> Run:
    """What a user can do by hand: edit results.jsonl, rebuild report.json from it (as
    `rockman-client report` does) and recompute the manifest's SHA256."""
    lines = [json.loads(x) for x in run.results.splitlines()]
    edit(lines)
    context = {k: run.report[k] for k in ("model", "suite", "version")}
    run.report = report_of(lines, context)
    return _with_results(run, lines)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def passes(pattern: str, prefix: str = "T") -> dict[str, list[str]]:
    """One sample per problem: '1' passes, '0' fails."""
    return {
        f"{prefix}/{i:03d}": ["PASS" if ch == "1" else "WRONG_ANSWER"]
        for i, ch in enumerate(pattern)
    }


@pytest.fixture
def store(tmp_path: Path) -> LeaderboardStore:
    return LeaderboardStore(tmp_path / "scorer" / leaderboard.DB_NAME)


# -- checking submissions ----------------------------------------------------------------------


def test_check_accepts_a_run_and_reads_its_provenance() -> None:
    run = make_run({"T/1": ["PASS", "WRONG_ANSWER"], "T/2": ["PASS", "SANDBOX_ERROR"]})
    s = run.check(RunSettings(temperature=0.0, max_tokens=512, attempts=1, model_version="7b"))
    assert s.model == "model-a" and s.suite == "starter" and s.version == "v1"
    assert (s.cpu_model, s.cpu_count, s.executor_backend) == ("Test CPU 9000", 4, "native")
    assert s.tallies == {("T/1", "python"): Tally(2, 1), ("T/2", "python"): Tally(1, 1)}
    assert s.overall.pass_at_1 == pytest.approx(0.75) and s.overall.n_samples == 3
    assert s.results_sha256 == run.manifest["files"]["results"]["sha256"]
    assert s.settings.temperature == 0.0  # zero is a temperature, not "unset"


def test_results_arrive_in_any_chunking() -> None:
    run = make_run(passes("1101"))
    whole = run.check()
    for size in (1, 7, 64):
        assert run.check(chunk=size).tallies == whole.tallies


def test_results_not_matching_the_manifest_hash_are_refused() -> None:
    run = make_run(passes("1101"))
    run.manifest["files"]["results"]["sha256"] = "0" * 64
    with pytest.raises(InvalidArgument, match=r"results.jsonl has SHA256 .* manifest.json records"):
        run.check()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda r: r.report["overall"].update(pass_at_1=0.9), "does not match results.jsonl"),
        (lambda r: r.report["overall"].update(n_samples=99), "samples 99 in report.json"),
        (lambda r: r.report.update(version="v2"), "report.json is for version 'v2'"),
        (lambda r: r.report.pop("overall"), "report.json overall is not a pass@1 aggregate"),
        (lambda r: r.manifest.pop("files"), "manifest.json has no files.results.sha256"),
        (lambda r: r.manifest.pop("suite"), "manifest.json has no suite"),
        (lambda r: r.report["by_category"].update(graphs=[]), "by_category.graphs is not"),
    ],
)
def test_inconsistent_files_are_refused(edit: Any, message: str) -> None:
    run = make_run(passes("1101"))
    edit(run)
    with pytest.raises(InvalidArgument, match=message):
        run.check()


def _with_results(run: Run, lines: list[dict[str, Any]]) -> Run:
    data = "".join(json.dumps(x) + "\n" for x in lines).encode()
    run.results = data
    run.manifest["files"]["results"]["sha256"] = _sha(data)
    return run


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ({"verdict": "MAYBE"}, "unknown verdict 'MAYBE'"),
        ({"language": "cobol"}, "unknown language 'cobol'"),
        (signed_record(KEY, "T/001", "PASS", "9", "v0", VERSION_HASH), "suite version 'v0'"),
        (signed_record(KEY, "T/001", "PASS", "9", "v1", "cd" * 32), "another suite version"),
        (signed_record(KEY, "T/000", "PASS", "0", "v1", VERSION_HASH), "duplicate sample '0'"),
    ],
)
def test_bad_results_lines_are_refused(line: dict[str, Any], message: str) -> None:
    run = make_run(passes("11"))
    lines = [json.loads(x) for x in run.results.splitlines()]
    extra = {**lines[1], "sample_id": "9", **line}
    with pytest.raises(InvalidArgument, match=rf"results.jsonl:3\b.*{message}"):
        _with_results(run, [*lines, extra]).check()


def _pass(line: dict[str, Any]) -> None:
    line.update(verdict="PASS", passed=True)
    line["splits"]["private"]["passed"] = line["splits"]["private"]["total"]


@pytest.mark.parametrize(
    ("edit", "error", "message"),
    [
        (lambda ls: _pass(ls[2]), InvalidArgument, "altered"),
        (lambda ls: ls[2]["splits"]["private"].update(passed=3), InvalidArgument, "altered"),
        (lambda ls: ls[2].update(code_sha256="0" * 64), InvalidArgument, "altered"),
        (lambda ls: ls[2].pop("signature"), InvalidArgument, "unsigned"),
        (
            lambda ls: ls.__setitem__(2, signed_record(OTHER, "T/002", "PASS", "0")),
            FailedPrecondition,
            f"signed by key '{OTHER.key_id}', which is not trusted here",
        ),
        (
            lambda ls: ls.__setitem__(2, signed_record(KEY, "T/002", "PASS", "0", "v1", "cd" * 32)),
            InvalidArgument,
            "a result of another suite version",
        ),
    ],
)
def test_a_hand_edited_run_is_refused_naming_its_record(
    edit: Any, error: Any, message: str
) -> None:
    """Every figure recomputed by hand after the edit: only the signature tells."""
    run = forge(make_run(passes("1101")), edit)
    with pytest.raises(error, match=rf"results.jsonl:3 \(T/002, python sample '0'\): {message}"):
        run.check()


def test_the_leaderboard_takes_only_runs_judged_with_its_own_private_seed() -> None:
    """A development-split run, and a run judged with another seed's cases (another home), are
    refused naming the record; a scorer that knows no seed refuses every run."""

    def run_with(**split: Any) -> Run:
        run = make_run(passes("11"))
        lines = [json.loads(line) for line in run.results.decode().splitlines()]
        resigned = [
            signed_record(KEY, r["task_id"], r["verdict"], r["sample_id"], **split) for r in lines
        ]
        run.results = "".join(json.dumps(r) + "\n" for r in resigned).encode()
        run.manifest["files"]["results"]["sha256"] = _sha(run.results)
        return run

    with pytest.raises(FailedPrecondition, match=r"results.jsonl:1 .*development split"):
        run_with(development=True).check()
    with pytest.raises(FailedPrecondition, match=r"results.jsonl:1 .*seed 0ther5eed0ther5e"):
        run_with(seed_fingerprint="0ther5eed0ther5e").check()
    with pytest.raises(FailedPrecondition, match=r"knows no seed.*--split-fingerprint"):
        run = make_run(passes("11"))
        check_submission(json.dumps(run.manifest), json.dumps(run.report), RunSettings(),
                         [run.results], TRUSTED, "")  # fmt: skip
    accepted = make_run(passes("11")).check()
    assert accepted.report["split"]["seed_fingerprint"] == SEED_FINGERPRINT


def test_a_scorer_that_trusts_no_key_refuses_every_run() -> None:
    with pytest.raises(FailedPrecondition, match=r"trusts no executor key.*--trusted-keys"):
        make_run(passes("11")).check(trusted=signing.TrustedKeys())
    assert make_run(passes("11")).check(
        trusted=signing.TrustedKeys([OTHER.public_key, KEY.public_key])
    )


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda r: r.update(verdicts={"PASS": 4}), "verdicts {'PASS': 4} in report.json"),
        (lambda r: r["problems"][0].update(c=0), "T/000 .python. has n 1, c 0 in report.json"),
        (lambda r: r["problems"].pop(), "problems lacks T/003"),
        (
            lambda r: r["by_category"]["fundamentals"].update(pass_at_1=1.0),
            "by_category.fundamentals does not match its problems",
        ),
        (
            lambda r: r["problems"][2].update(category="graphs"),
            r"by_category has groups \['fundamentals'\], its problems table",
        ),
    ],
)
def test_report_figures_must_be_the_signed_records(edit: Any, message: str) -> None:
    run = make_run(passes("1101"))
    edit(run.report)
    with pytest.raises(InvalidArgument, match=message):
        run.check()


def test_not_json_and_no_model_and_bad_settings_are_refused() -> None:
    run = make_run(passes("11"))
    data = run.results + b"{not json\n"
    run.results = data
    run.manifest["files"]["results"]["sha256"] = _sha(data)
    with pytest.raises(InvalidArgument, match=r"results.jsonl:3: not JSON"):
        run.check()
    anonymous = make_run(passes("11"), model="")
    with pytest.raises(InvalidArgument, match="no model name"):
        anonymous.check()
    assert anonymous.check(RunSettings(model="named")).model == "named"
    for settings, message in (
        (RunSettings(temperature=-0.5), "temperature"),
        (RunSettings(temperature=float("nan")), "temperature"),
        (RunSettings(max_tokens=0), "max tokens"),
        (RunSettings(attempts=0), "attempts"),
    ):
        with pytest.raises(InvalidArgument, match=message):
            make_run(passes("1")).check(settings)


# -- the store ---------------------------------------------------------------------------------


def test_store_adds_lists_and_keeps_tallies(store: LeaderboardStore) -> None:
    assert store.schema_version() == leaderboard.SCHEMA_VERSION == 1
    a = store.add(make_run(passes("1101"), model="a").check(RunSettings(temperature=0.2)))
    b = store.add(make_run(passes("1100"), model="b", version="v2").check())
    assert [e.model for e in store.entries()] == ["a", "b"]
    assert [e.id for e in store.entries(suite="starter", version="v2")] == [b.id]
    assert store.entries(suite="other") == []
    assert a.settings.temperature == 0.2 and b.settings.temperature is None
    assert a.overall.pass_at_1 == pytest.approx(0.75) and a.cpu_model == "Test CPU 9000"
    assert a.report["model"] == "a" and a.run_date == "2026-01-02T03:04:05Z"
    assert store.tallies(a.id)[("T/002", "python")] == Tally(1, 0)
    assert len(store.tallies(a.id)) == 4


def test_a_duplicate_submission_is_refused_and_nothing_changes(store: LeaderboardStore) -> None:
    run = make_run(passes("1101"))
    first = store.add(run.check())
    with pytest.raises(AlreadyExists, match=rf"entry #{first.id} \(model-a"):
        store.add(run.check(RunSettings(model="renamed")))
    assert len(store.entries()) == 1


def test_a_failed_write_leaves_nothing_behind(store: LeaderboardStore) -> None:
    good = make_run(passes("11")).check()
    broken = replace(good, tallies={("T/1", "python"): Tally(1, object())})  # type: ignore[arg-type]
    with pytest.raises(sqlite3.Error):
        store.add(broken)
    assert store.entries() == []
    assert store.add(good).id >= 1  # the store still works


def test_entries_persist_and_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / leaderboard.DB_NAME
    first = LeaderboardStore(path)
    first.add(make_run(passes("10")).check())
    first.close()
    again = LeaderboardStore(path)
    assert [e.overall.pass_at_1 for e in again.entries()] == [0.5]
    again.close()
    conn = sqlite3.connect(path)
    conn.execute("update meta set value = '99' where key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(FailedPrecondition, match="schema version 99"):
        LeaderboardStore(path)


# -- columns -----------------------------------------------------------------------------------


def test_columns_are_the_methodology_categories_and_difficulty_4_to_7() -> None:
    meta = {
        "T/dp1": {"category": "dynamic_programming", "difficulty": 4},
        "T/dp2": {"category": "dynamic_programming", "difficulty": 2},
        "T/g": {"category": "graphs", "difficulty": 5},
        "T/d": {"category": "debugging", "difficulty": 7},
        "T/f": {"category": "fundamentals", "difficulty": 1},
    }
    verdicts = {
        "T/dp1": ["PASS", "WRONG_ANSWER"],
        "T/dp2": ["PASS"],
        "T/g": ["WRONG_ANSWER"],
        "T/d": ["PASS", "PASS", "PASS", "WRONG_ANSWER"],
        "T/f": ["PASS"],
    }
    cols = leaderboard_ranking.columns(make_run(verdicts, meta=meta).report)
    assert cols["dynamic_programming"] is not None and cols["graphs"] is not None
    assert cols["dynamic_programming"].pass_at_1 == pytest.approx(0.75)
    assert cols["graphs"].pass_at_1 == 0.0
    assert cols["debugging"] is not None and cols["debugging"].n_samples == 4
    adv = cols["advanced"]
    assert adv is not None and adv.n_problems == 3 and adv.n_samples == 7
    assert adv.pass_at_1 == pytest.approx((0.5 + 0.0 + 0.75) / 3)
    low, high = proportion_confint(adv.pass_at_1 * 3, 3, alpha=0.05, method="wilson")
    assert (adv.ci_low, adv.ci_high) == pytest.approx((low, high), abs=1e-9)
    none = leaderboard_ranking.columns(make_run(passes("1")).report)
    assert none == {name: None for name in leaderboard_ranking.COLUMNS}


# -- neighbour tests, against statsmodels and scipy -------------------------------------------


def _tallies(rates: list[tuple[int, int]]) -> dict[tuple[str, str], Tally]:
    return {(f"T/{i}", "python"): Tally(n, c) for i, (n, c) in enumerate(rates)}


def _overall(t: dict[tuple[str, str], Tally]) -> Aggregate:
    mean = sum(x.c / x.n for x in t.values()) / len(t)
    return Aggregate(mean, 0.0, 1.0, len(t), sum(x.n for x in t.values()))


def test_one_sample_each_uses_mcnemar_exact() -> None:
    rng = random.Random(1)
    for _ in range(50):
        m = rng.randint(5, 40)
        a = [rng.random() < 0.7 for _ in range(m)]
        b = [rng.random() < 0.5 for _ in range(m)]
        ta, tb = _tallies([(1, int(x)) for x in a]), _tallies([(1, int(x)) for x in b])
        result = leaderboard_ranking.compare(_overall(ta), _overall(tb), ta, tb)
        pairs = list(zip(a, b, strict=True))
        table = [
            [sum(x and y for x, y in pairs), sum(x and not y for x, y in pairs)],
            [sum(y and not x for x, y in pairs), sum(not (x or y) for x, y in pairs)],
        ]
        assert result.test == "mcnemar_exact"
        expected = mcnemar(table, exact=True).pvalue if table[0][1] + table[1][0] else 1.0
        assert result.p_value == pytest.approx(expected, rel=1e-9)
        assert result.difference == pytest.approx((sum(a) - sum(b)) / m)


def test_several_samples_use_the_paired_t_test() -> None:
    rng = random.Random(2)
    for _ in range(50):
        m = rng.randint(3, 30)
        ra = [(rng.randint(1, 10), 0) for _ in range(m)]
        ra = [(n, rng.randint(0, n)) for n, _ in ra]
        rb = [(n, rng.randint(0, n)) for n, _ in ra]
        ta, tb = _tallies(ra), _tallies(rb)
        result = leaderboard_ranking.compare(_overall(ta), _overall(tb), ta, tb)
        xa, xb = [c / n for n, c in ra], [c / n for n, c in rb]
        if len({x - y for x, y in zip(xa, xb, strict=True)}) == 1:
            continue  # constant differences: the sign test, checked below
        reference = ttest_rel(xa, xb)
        assert result.test == "paired_t"
        assert result.statistic == pytest.approx(reference.statistic, rel=1e-9)
        assert result.p_value == pytest.approx(reference.pvalue, rel=1e-9)


def test_constant_differences_use_the_sign_test() -> None:
    ta, tb = _tallies([(2, 2)] * 6), _tallies([(2, 1)] * 6)
    result = leaderboard_ranking.compare(_overall(ta), _overall(tb), ta, tb)
    assert result.test == "sign_exact" and result.statistic == 6
    assert result.p_value == pytest.approx(binomtest(6, 6, 0.5).pvalue) and result.significant
    same = leaderboard_ranking.compare(_overall(ta), _overall(ta), ta, ta)
    assert same.test == "paired_t" and same.p_value == 1.0 and not same.significant


def test_different_problems_use_the_methodology_z_test() -> None:
    rng = random.Random(3)
    for _ in range(50):
        ta = _tallies([(1, rng.randint(0, 1)) for _ in range(rng.randint(5, 40))])
        tb = _tallies([(1, rng.randint(0, 1)) for _ in range(rng.randint(5, 40))])
        tb[("other", "python")] = Tally(1, 1)
        a, b = _overall(ta), _overall(tb)
        result = leaderboard_ranking.compare(a, b, ta, tb)
        assert result.test == "two_proportion_z"
        if 0 < a.pass_at_1 + b.pass_at_1 < 2:
            z, p = proportions_ztest(
                [a.pass_at_1 * a.n_problems, b.pass_at_1 * b.n_problems],
                [a.n_problems, b.n_problems],
            )
            assert (result.statistic, result.p_value) == pytest.approx((z, p), rel=1e-9)
        assert (result.z, result.z_p_value) == (result.statistic, result.p_value)


# -- ranking and marks -------------------------------------------------------------------------


def test_adjacent_entries_within_noise_are_marked(store: LeaderboardStore) -> None:
    store.add(make_run(passes("11111000001111100000"), model="c").check())  # 10/20
    store.add(make_run(passes("11111111111111111110"), model="a").check())  # 19/20
    store.add(make_run(passes("11111111111111111100"), model="b").check())  # 18/20
    store.add(make_run(passes("1111111111"), model="d", version="v2").check())
    groups = leaderboard_ranking.rank(store.entries(), store.tallies)
    assert [(g.version, [r.entry.model for r in g.rows]) for g in groups] == [
        ("v1", ["a", "b", "c"]),
        ("v2", ["d"]),
    ]
    a, b, c = groups[0].rows
    assert [r.rank for r in (a, b, c)] == [1, 2, 3]
    assert a.versus_next is not None and a.versus_next.test == "mcnemar_exact"
    assert not a.versus_next.significant and a.versus_next.p_value == 1.0  # b=1, c=0
    assert b.versus_next is not None and b.versus_next.significant  # 8 discordant, all one way
    assert b.versus_next.p_value == pytest.approx(binomtest(8, 8).pvalue)
    assert c.versus_next is None and groups[1].rows[0].versus_next is None

    response = list_response(groups, 0.05)
    board = leaderboard_view.record(response)
    marks = [e["not_significant_from_above"] for e in board["groups"][0]["entries"]]
    assert marks == [False, True, False]
    text = leaderboard_view.text(board)
    assert "≈ 2" in text and "≈ 3" not in text and "≈ before a rank" in text
    md = leaderboard_view.markdown(board)
    header = next(line for line in md.splitlines() if line.startswith("| # |"))
    assert header.split(" | ")[1:13] == list(leaderboard_view.HEADERS)
    assert "| 95.0 [76.4, 99.1] |" in md  # 19/20 with its Wilson interval
    assert "Test CPU 9000, 4 CPUs" in md


def test_equal_scores_share_a_rank_and_html_escapes(store: LeaderboardStore) -> None:
    store.add(make_run(passes("1100"), model="<b>first</b>").check())
    store.add(make_run(passes("0011"), model="second").check())
    rows = leaderboard_ranking.rank(store.entries(), store.tallies)[0].rows
    assert [(r.rank, r.entry.model) for r in rows] == [(1, "<b>first</b>"), (1, "second")]
    response = list_response(leaderboard_ranking.rank(store.entries(), store.tallies), 0.05)
    page = leaderboard_view.html(leaderboard_view.record(response))
    assert "&lt;b&gt;first&lt;/b&gt;" in page and "<b>first</b>" not in page


def test_an_empty_leaderboard_says_how_to_fill_it() -> None:
    board = leaderboard_view.record(list_response([], 0.05))
    assert board["groups"] == []
    assert "rockman-client submit RUN_DIR" in leaderboard_view.text(board)
    assert "No entries yet." in leaderboard_view.markdown(board)
    assert "No entries yet." in leaderboard_view.html(board)
