"""Human baselines: strict CSV validation with line numbers, the SQLite store of named sets,
and summaries checked against hand-computed values and statsmodels' Wilson interval."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from rockman import enums
from rockman.errors import AlreadyExists, InvalidArgument, NotFound
from services.scorer import baselines
from services.scorer.baseline_servicer import summary_from_proto, summary_to_proto
from services.scorer.core import ProblemInfo
from tests.conftest import ROOT

HEADER = (
    "participant_id,experience_level,domain_background,years_experience,cp_rating,"
    "task_id,language,solved,time_to_solve_s"
)
EXAMPLE = ROOT / "tests" / "data" / "humans" / "starter_study.csv"


def csv_text(*rows: str, header: str = HEADER) -> str:
    return "\n".join([header, *rows]) + "\n"


def problem(task_id: str, difficulty: int, category: str) -> ProblemInfo:
    return ProblemInfo(task_id, difficulty, enums.CATEGORIES[category], 1, frozenset())


PROBLEMS = {
    "T/1": problem("T/1", 1, "math"),
    "T/2": problem("T/2", 2, "graphs"),
    "T/3": problem("T/3", 2, "math"),
}
# a: novice, b: expert. Hand-computed figures in test_summary_matches_hand_computation.
SMALL = csv_text(
    "a,novice,web,1,,T/1,python,true,100",
    "a,novice,web,1,,T/2,python,false,",
    "b,expert,compilers,10,1900,T/1,python,yes,50",
    "b,expert,compilers,10,1900,T/2,python,1,300",
    "b,expert,compilers,10,1900,T/3,cpp,TRUE,200",
)


def wilson(successes: int, n: int) -> tuple[float, float]:
    proportion = importlib.import_module("statsmodels.stats.proportion")
    low, high = proportion.proportion_confint(successes, n, alpha=0.05, method="wilson")
    return float(low), float(high)


# -- the CSV ---------------------------------------------------------------------------------


def test_parse_reads_participants_and_attempts() -> None:
    study = baselines.parse_csv(SMALL, "s.csv")
    assert list(study.participants) == ["a", "b"]
    b = study.participants["b"]
    assert (b.experience_level, b.domain_background, b.years_experience, b.cp_rating) == (
        "expert",
        "compilers",
        10.0,
        1900.0,
    )
    assert study.participants["a"].cp_rating is None
    assert [(a.task_id, a.language, a.solved, a.time_s, a.line) for a in study.attempts] == [
        ("T/1", "python", True, 100.0, 2),
        ("T/2", "python", False, None, 3),
        ("T/1", "python", True, 50.0, 4),
        ("T/2", "python", True, 300.0, 5),
        ("T/3", "cpp", True, 200.0, 6),
    ]


def test_example_file_parses() -> None:
    study = baselines.parse_csv(EXAMPLE.read_text(), EXAMPLE.name)
    assert len(study.participants) == 8
    assert {p.experience_level for p in study.participants.values()} == set(
        baselines.EXPERIENCE_LEVELS
    )


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (["a,guru,web,1,,T/1,python,true,5"], "x.csv:2: experience_level 'guru' is not one of"),
        (["a,novice,web,1,,T/1,python,maybe,5"], "x.csv:2: solved 'maybe' is not true/false"),
        (["a,novice,web,-1,,T/1,python,true,5"], "x.csv:2: years_experience '-1' must be between"),
        (["a,novice,web,99,,T/1,python,true,5"], "x.csv:2: years_experience '99' must be between"),
        (["a,novice,web,ten,,T/1,python,true,5"], "x.csv:2: years_experience 'ten' is not a"),
        (["a,novice,web,1,-5,T/1,python,true,5"], "x.csv:2: cp_rating '-5' must be at least 0"),
        (["a,novice,web,1,nan,T/1,python,true,5"], "x.csv:2: cp_rating 'nan' must be"),
        (["a,novice,web,1,,T/1,python,true,"], "x.csv:2: time_to_solve_s is required when"),
        (["a,novice,web,1,,T/1,python,true,0"], "x.csv:2: time_to_solve_s '0' must be positive"),
        (["a,novice,web,1,,T/1,cobol,true,5"], "x.csv:2: language 'cobol' is not one of"),
        (["a,novice,web,1,,,python,true,5"], "x.csv:2: task_id '' is empty"),
        ([",novice,web,1,,T/1,python,true,5"], "x.csv:2: participant_id is empty"),
        (["a,novice,,1,,T/1,python,true,5"], "x.csv:2: domain_background is empty"),
        (["a,novice,web,1,,T/1,python,true"], "x.csv:2: expected 9 fields, got 8"),
        (
            ["a,novice,web,1,,T/1,python,true,5", "a,expert,web,1,,T/2,python,true,5"],
            "x.csv:3: participant 'a' has experience_level 'expert' here but 'novice' on line 2",
        ),
        (
            ["a,novice,web,1,,T/1,python,true,5", "a,novice,web,1,1500,T/2,python,true,5"],
            "x.csv:3: participant 'a' has cp_rating 1500.0 here but None on line 2",
        ),
        (
            ["a,novice,web,1,,T/1,python,true,5", "a,novice,web,1,,T/1,python,false,"],
            "x.csv:3: participant 'a' already attempted T/1 in python on line 2",
        ),
    ],
)
def test_bad_rows_name_file_and_line(rows: list[str], message: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        baselines.parse_csv(csv_text(*rows), "x.csv")
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("header", "message"),
    [
        (HEADER.replace(",cp_rating", ""), "x.csv:1: missing column(s) cp_rating"),
        (HEADER + ",notes", "x.csv:1: unknown column(s) notes"),
        (HEADER + ",solved", "x.csv:1: duplicate column(s) solved"),
    ],
)
def test_bad_headers(header: str, message: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        baselines.parse_csv(csv_text("a,novice,web,1,,T/1,python,true,5", header=header), "x.csv")
    assert message in str(info.value)


def test_columns_in_any_order_case_and_spaces_and_bom() -> None:
    header = " Task_ID ,language,solved,time_to_solve_s,participant_id,experience_level,"
    header += "domain_background,years_experience,cp_rating"
    text = "\ufeff" + csv_text("T/1,python,false,,a,Novice,web,2,", header=header)
    study = baselines.parse_csv(text)
    assert study.attempts[0].task_id == "T/1" and not study.attempts[0].solved
    assert study.participants["a"].experience_level == "novice"


def test_every_error_is_reported_with_its_line_capped() -> None:
    rows = [f"p{i},guru,web,1,,T/1,python,true,5" for i in range(12)]
    with pytest.raises(InvalidArgument) as info:
        baselines.parse_csv(csv_text("a,novice,web,1,,T/1,python,true,5", *rows), "x.csv")
    text = str(info.value)
    assert text.startswith("x.csv:3: experience_level 'guru'")
    assert "x.csv:12:" in text and "x.csv:13:" not in text
    assert text.endswith("(and 2 more errors)")


def test_blank_lines_are_skipped_and_multiline_fields_keep_line_numbers() -> None:
    text = csv_text(
        "",
        'a,novice,"web\nand mobile",1,,T/1,python,true,5',
        "b,novice,web,1,,T/1,python,yes please,5",
    )
    with pytest.raises(InvalidArgument) as info:
        baselines.parse_csv(text, "x.csv")
    assert str(info.value).startswith("x.csv:5: solved 'yes please'")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "x.csv: the file is empty"),
        ("\n\n", "x.csv: the file is empty"),
        (HEADER + "\n", "x.csv: no attempts after the header"),
        (csv_text('a,novice,"web,1,,T/1,python,true,5'), "x.csv:2: malformed CSV"),
    ],
)
def test_empty_and_malformed_files(text: str, message: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        baselines.parse_csv(text, "x.csv")
    assert message in str(info.value)


# -- summaries -------------------------------------------------------------------------------


def summary_of(text: str = SMALL) -> baselines.HumanSummary:
    study = baselines.parse_csv(text)
    info = baselines.SetInfo("s", "s.csv", "0" * 64, "2026-01-01T00:00:00Z", 2, 5, 3)
    return baselines.summarize(info, study, PROBLEMS)


def check_group(
    g: baselines.Group,
    solved: int,
    attempts: int,
    problems: int,
    people: int,
    times: tuple[float, float, float, float] | None,
) -> None:
    assert (g.n_solved, g.n_attempts, g.n_problems, g.n_participants) == (
        solved,
        attempts,
        problems,
        people,
    )
    assert g.solve_rate == pytest.approx(solved / attempts)
    assert (g.ci_low, g.ci_high) == pytest.approx(wilson(solved, attempts))
    if times is None:
        assert g.time is None
    else:
        assert g.time is not None
        assert (g.time.median, g.time.q1, g.time.q3, g.time.mean) == pytest.approx(times)
        assert g.time.iqr == pytest.approx(times[2] - times[1])


def test_summary_matches_hand_computation() -> None:
    s = summary_of()
    # Times of solved attempts: overall 100, 50, 300, 200 -> sorted 50 100 200 300.
    check_group(s.overall, 4, 5, 3, 2, (150.0, 87.5, 225.0, 162.5))
    assert list(s.by_difficulty) == [1, 2]
    check_group(s.by_difficulty[1], 2, 2, 1, 2, (75.0, 62.5, 87.5, 75.0))
    check_group(s.by_difficulty[2], 2, 3, 2, 2, (250.0, 225.0, 275.0, 250.0))
    assert list(s.by_category) == ["graphs", "math"]
    check_group(s.by_category["math"], 3, 3, 2, 2, (100.0, 75.0, 150.0, 350 / 3))
    check_group(s.by_category["graphs"], 1, 2, 1, 2, (300.0, 300.0, 300.0, 300.0))
    assert list(s.by_experience) == ["novice", "expert"]
    check_group(s.by_experience["novice"], 1, 2, 2, 1, (100.0, 100.0, 100.0, 100.0))
    check_group(s.by_experience["expert"], 3, 3, 3, 1, (200.0, 125.0, 250.0, 550 / 3))
    p = s.participants
    assert (p.n, p.by_experience, p.by_domain) == (
        2,
        {"novice": 1, "expert": 1},
        {"compilers": 1, "web": 1},
    )
    assert (p.years_median, p.years_min, p.years_max) == (5.5, 1.0, 10.0)
    assert (p.n_rated, p.rating_median) == (1, 1900.0)


def test_a_group_with_nothing_solved_has_no_time_stats() -> None:
    s = summary_of(csv_text("a,novice,web,1,,T/2,python,false,900"))
    check_group(s.by_difficulty[2], 0, 1, 1, 1, None)
    assert s.participants.rating_median is None


def test_section_is_json_ready_with_string_keys() -> None:
    section = baselines.section(summary_of())
    assert json.loads(json.dumps(section)) == section
    assert set(section) == {
        "set",
        "source",
        "csv_sha256",
        "imported_at",
        "participants",
        "overall",
        "by_difficulty",
        "by_category",
        "by_experience",
    }
    assert list(section["by_difficulty"]) == ["1", "2"]
    row = section["by_difficulty"]["2"]
    assert set(row) == {
        "solve_rate",
        "ci_low",
        "ci_high",
        "n_attempts",
        "n_solved",
        "n_problems",
        "n_participants",
        "time_s",
    }
    assert set(row["time_s"]) == {"n", "median", "q1", "q3", "iqr", "mean"}
    assert section["participants"]["cp_rating"] == {"n": 1, "median": 1900.0}


def test_summary_survives_the_proto_round_trip() -> None:
    s = summary_of()
    assert summary_from_proto(summary_to_proto(s)) == s
    empty = summary_of(csv_text("a,novice,web,1,,T/2,python,false,"))
    assert summary_from_proto(summary_to_proto(empty)) == empty


# -- the store -------------------------------------------------------------------------------


def test_store_round_trip_and_named_sets(tmp_path: Path) -> None:
    store = baselines.BaselineStore(tmp_path / "baselines.db")
    info = store.import_set("study-1", SMALL, "s.csv", PROBLEMS)
    assert (info.n_participants, info.n_attempts, info.n_problems) == (2, 5, 3)
    store.import_set("study-2", csv_text("z,novice,web,1,,T/1,python,false,"), "t.csv", PROBLEMS)
    assert store.names() == ["study-1", "study-2"]
    loaded, study, problems = store.load("study-1")
    assert loaded == info
    assert study == baselines.parse_csv(SMALL, "s.csv")
    assert problems == PROBLEMS
    # A second handle on the same file sees the same sets.
    assert baselines.BaselineStore(tmp_path / "baselines.db").names() == ["study-1", "study-2"]


def test_importing_a_set_twice_needs_replace(tmp_path: Path) -> None:
    store = baselines.BaselineStore(tmp_path / "baselines.db")
    store.import_set("s", SMALL, "s.csv", PROBLEMS)
    other = csv_text("z,novice,web,1,,T/1,python,false,")
    with pytest.raises(AlreadyExists, match="'s' exists already; import with --replace"):
        store.import_set("s", other, "t.csv", PROBLEMS)
    assert store.load("s")[0].n_attempts == 5
    store.import_set("s", other, "t.csv", PROBLEMS, replace=True)
    info, study, problems = store.load("s")
    assert (info.source, info.n_attempts, list(study.participants)) == ("t.csv", 1, ["z"])
    assert list(problems) == ["T/1"]


def test_bad_input_stores_nothing(tmp_path: Path) -> None:
    store = baselines.BaselineStore(tmp_path / "baselines.db")
    with pytest.raises(InvalidArgument, match=r"x\.csv:2: experience_level"):
        store.import_set("s", csv_text("a,guru,web,1,,T/1,python,true,5"), "x.csv", PROBLEMS)
    with pytest.raises(InvalidArgument, match=r"x\.csv:3: no problem metadata for task 'T/9'"):
        store.import_set(
            "s",
            csv_text("a,novice,web,1,,T/1,python,true,5", "a,novice,web,1,,T/9,python,true,5"),
            "x.csv",
            PROBLEMS,
        )
    unlabelled = {"T/1": problem("T/1", 0, "math")}
    with pytest.raises(InvalidArgument, match="no difficulty label 1-7"):
        store.import_set("s", csv_text("a,novice,web,1,,T/1,python,true,5"), "x.csv", unlabelled)
    with pytest.raises(InvalidArgument, match="set name"):
        store.import_set("bad name", SMALL, "s.csv", PROBLEMS)
    assert store.names() == []


def test_a_failed_replace_keeps_the_old_set(tmp_path: Path) -> None:
    store = baselines.BaselineStore(tmp_path / "baselines.db")
    store.import_set("s", SMALL, "s.csv", PROBLEMS)
    # Tags that cannot be sorted fail the last insert, after the old rows were deleted and
    # the new participants and attempts written: the transaction must undo all of it.
    poisoned = {"T/1": ProblemInfo("T/1", 1, 1, 1, frozenset({1, "a"}))}  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        store.import_set(
            "s", csv_text("z,novice,web,1,,T/1,python,false,"), "t.csv", poisoned, replace=True
        )
    info, study, _ = store.load("s")
    assert (info.source, info.n_attempts, list(study.participants)) == ("s.csv", 5, ["a", "b"])


def test_unknown_set_lists_the_known_ones(tmp_path: Path) -> None:
    store = baselines.BaselineStore(tmp_path / "baselines.db")
    with pytest.raises(NotFound, match="none imported yet"):
        store.load("nope")
    store.import_set("alpha", SMALL, "s.csv", PROBLEMS)
    with pytest.raises(NotFound, match=r"no human baseline set 'nope' \(sets: alpha\)"):
        store.load("nope")
