"""Problem folders: spec validation and the build's checks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.problem_spec import load_spec
from rockman.problems import build, seeds, variants
from rockman.v1 import common_pb2 as pb
from tests.conftest import PROBLEMS
from tests.helpers import write_add_problem


def test_every_starter_problem_builds(starter_sources: list) -> None:
    keys = [(s.problem.task_id, s.problem.language) for s in starter_sources]
    assert len(set(keys)) == len(keys)
    ids = {task_id for task_id, _ in keys}
    assert len(ids) >= 10
    # Every starter problem is rendered into all seven languages, with the same cases.
    for task_id in ids:
        languages = {language for t, language in keys if t == task_id}
        assert languages == set(enums.LANGUAGES.values()) - {pb.LANGUAGE_UNSPECIFIED}, task_id
        same = [s for s in starter_sources if s.problem.task_id == task_id]
        assert all(list(s.cases) == list(same[0].cases) for s in same), task_id
        assert len({s.problem.content_hash for s in same}) == len(same), task_id
    categories = {s.problem.category for s in starter_sources}
    task_types = {s.problem.task_type for s in starter_sources}
    assert len(categories) >= 5 and len(task_types) >= 4
    assert pb.TASK_TYPE_STATEFUL in task_types and pb.TASK_TYPE_DEBUGGING in task_types
    for s in starter_sources:
        splits = {c.split for c in s.cases}
        assert splits == {pb.SPLIT_PUBLIC, pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN}, s.problem.task_id
        assert s.problem.canary in s.problem.prompt


def test_every_starter_problem_has_buggy_variants() -> None:
    for spec in build.discover(PROBLEMS, "starter"):
        assert variants.buggy_variants(spec.folder), spec.task_id


def test_splits_are_disjoint(starter_sources: list) -> None:
    for s in starter_sources:
        keys: dict[str, str] = {}
        for c in s.cases:
            key = (
                c.call.args_json
                if c.HasField("call")
                else c.operations.constructor_args_json
                + str([(o.method, o.args_json) for o in c.operations.operations])
            )
            assert key not in keys, f"{s.problem.task_id}: {c.case_id} repeats {keys.get(key)}"
            keys[key] = c.case_id


def test_build_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    spec = load_spec(write_add_problem(tmp_path))
    a = build.build_problem(spec, "seed-a", False)
    b = build.build_problem(spec, "seed-a", False)
    c = build.build_problem(spec, "seed-b", False)
    assert a.problem.content_hash == b.problem.content_hash
    assert a.problem.content_hash != c.problem.content_hash


def test_the_three_seeds(tmp_path: Path) -> None:
    """The home's private seed by default, the operator's over it, the development seed only
    when asked for (or given as the operator's value)."""
    home = tmp_path / "home"
    own = seeds.resolve(home, {})
    assert (own.development, own.origin) == (False, "home") and len(own.value) == 64
    assert (home / seeds.SEED_FILE).stat().st_mode & 0o777 == 0o600
    assert seeds.resolve(home, {}) == own  # kept: runs in one home draw the same cases
    assert seeds.resolve(tmp_path / "other", {}).value != own.value  # another home, another
    operator = seeds.resolve(home, {seeds.SEED_ENV: "operator-secret"})
    assert (operator.value, operator.development, operator.origin) == (
        "operator-secret",
        False,
        "operator",
    )
    assert seeds.resolve(home, {seeds.SEED_ENV: seeds.DEV_SEED}).development
    assert seeds.resolve(home, {}, development=True) == seeds.DEVELOPMENT
    assert own.value not in repr(own) and own.fingerprint == seeds.fingerprint(own.value)
    assert len(own.fingerprint) == 16 and own.fingerprint not in own.value
    assert "development" in seeds.DEVELOPMENT.describe()
    assert own.fingerprint in own.describe()


def _spec_text(folder: Path) -> str:
    return (folder / "spec.yaml").read_text()


@pytest.mark.parametrize(
    ("edit", "fragment"),
    [
        (lambda t: t.replace("difficulty: 1", "difficulty: 8"), "'difficulty': must be 1..7"),
        (lambda t: t.replace("task_type: generation", "task_type: guessing"), "'task_type'"),
        (lambda t: t.replace("returns: int", "returns: integer"), "unknown type"),
        (
            lambda t: t.replace(
                "  - {args: [1, 2], expected: 3}", "  - {args: [1, 2], expected: 4}"
            ),
            "public[0]: the reference returns 3",
        ),
        (lambda t: t.replace("expected_complexity: O(1)\n", ""), "'expected_complexity': missing"),
        (
            lambda t: t.replace("task_id: Test/ADD_001", "task_id: Test/ADD_002"),
            "belongs in folder",
        ),
        (
            lambda t: t.replace("  name: add\n", "  name: add\n  wide_ints: yes please\n"),
            "interface.wide_ints must be true or false",
        ),
    ],
)
def test_bad_specs_name_field_and_reason(tmp_path: Path, edit: object, fragment: str) -> None:
    folder = write_add_problem(tmp_path)
    (folder / "spec.yaml").write_text(edit(_spec_text(folder)))  # type: ignore[operator]
    with pytest.raises(InvalidArgument, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        build.build_problem(load_spec(folder), "s", True)


def test_a_short_round_draws_a_whole_new_batch(tmp_path: Path) -> None:
    """Generators put fixed edge-case kinds first; a round that falls short on duplicates must
    not ask for only the missing few, which would repeat the fixed kinds forever."""
    folder = write_add_problem(tmp_path)
    (folder / "generator.py").write_text(
        "def generate(rng, split, count):\n"
        "    fixed = [{'args': [0, 0]}, {'args': [0, 0]}]  # the same edge case twice\n"
        "    rest = [{'args': [rng.randint(1, 10**9), i]} for i in range(count - 2)]\n"
        "    return (fixed + rest)[:count]\n"
    )
    source = build.build_problem(load_spec(folder), "any seed", True)
    hidden = [c for c in source.cases if c.split == pb.SPLIT_HIDDEN]
    assert len(hidden) == load_spec(folder).generate["hidden"]


def test_generator_that_cannot_fill_a_split_fails(tmp_path: Path) -> None:
    folder = write_add_problem(tmp_path)
    (folder / "generator.py").write_text(
        "def generate(rng, split, count):\n    return [{'args': [1, 1]}] * count\n"
    )
    with pytest.raises(InvalidArgument, match="distinct private cases"):
        build.build_problem(load_spec(folder), "s", True)


def test_generators_use_only_their_rng() -> None:
    for spec in build.discover(PROBLEMS, "starter"):
        ns: dict = {}
        exec((spec.folder / "generator.py").read_text(), ns)
        first = ns["generate"](random.Random("x"), "hidden", 5)
        again = ns["generate"](random.Random("x"), "hidden", 5)
        assert first == again, spec.task_id
