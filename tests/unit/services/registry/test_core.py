"""The registry core over a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman.errors import FailedPrecondition, InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2
from services.registry.core import ProblemFilter, Registry
from tests.helpers import build_add, open_registry


@pytest.fixture
def source(tmp_path: Path) -> registry_pb2.ProblemSource:
    return build_add(tmp_path / "problems")


@pytest.fixture
def registry(tmp_path: Path, source: registry_pb2.ProblemSource) -> Registry:
    reg = open_registry(tmp_path / "registry.db")
    reg.put_version("testsuite", "v1", [source])
    return reg


def test_public_view_has_no_secret_cases(registry: Registry) -> None:
    problem = registry.problem("Test/ADD_001", pb.LANGUAGE_PYTHON, "")
    assert problem.version == "v1" and problem.suite == "testsuite"
    assert {c.split for c in problem.public_cases} == {pb.SPLIT_PUBLIC}
    assert problem.case_counts.hidden_cases == 20
    assert problem.canary in problem.prompt


def test_bundle_has_every_split_and_verifies(registry: Registry) -> None:
    bundle = registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    counts = {
        s: sum(c.split == s for c in bundle.cases)
        for s in (pb.SPLIT_PUBLIC, pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN)
    }
    assert counts == {pb.SPLIT_PUBLIC: 3, pb.SPLIT_PRIVATE: 10, pb.SPLIT_HIDDEN: 20}
    # The executor signs the version's hash into every result (docs/security.md).
    row = registry.resolve("testsuite", "v1")
    assert bundle.version_hash == row.version_hash and len(row.version_hash) == 64
    assert bundle.development_split == row.development_split
    assert registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "").version_hash == row.version_hash


def test_published_version_is_never_rewritten(
    registry: Registry, source: registry_pb2.ProblemSource
) -> None:
    with pytest.raises(FailedPrecondition, match="immutable"):
        registry.put_version("testsuite", "v1", [source])


def test_unknown_things_are_not_found(registry: Registry) -> None:
    with pytest.raises(NotFound, match="unknown task"):
        registry.problem("Nope/1", 0, "")
    with pytest.raises(NotFound, match="no version 'v9'"):
        registry.problem("Test/ADD_001", 0, "v9")
    with pytest.raises(NotFound, match="unknown suite 'x'"):
        registry.list_problems("x", "", 0, ProblemFilter(), 0, "")


def test_filters_and_pagination(registry: Registry, tmp_path: Path) -> None:
    page = registry.list_problems("testsuite", "", 0, ProblemFilter(tags=("edge-case",)), 0, "")
    assert [p.task_id for p in page.problems] == ["Test/ADD_001"]
    page = registry.list_problems("testsuite", "", 0, ProblemFilter(difficulty=5), 0, "")
    assert page.problems == []
    page = registry.list_problems("testsuite", "", 0, ProblemFilter(), 1, "")
    assert len(page.problems) == 1 and page.next_page_token == ""
    with pytest.raises(InvalidArgument, match="page_token"):
        registry.list_problems("testsuite", "", 0, ProblemFilter(), 1, "garbage!")


@pytest.mark.parametrize(
    ("mutate", "fragment"),
    [
        (lambda p: setattr(p, "difficulty", 9), "difficulty"),
        (lambda p: setattr(p, "category", 0), "category"),
        (lambda p: setattr(p, "canary", "ROCKMAN_CANARY_0"), "canary"),
        (lambda p: setattr(p, "prompt", p.prompt + "x"), "content_hash"),
    ],
)
def test_malformed_problem_names_the_field(
    tmp_path: Path, source: registry_pb2.ProblemSource, mutate: object, fragment: str
) -> None:
    reg = open_registry(tmp_path / "other.db")
    bad = registry_pb2.ProblemSource()
    bad.CopyFrom(source)
    mutate(bad.problem)  # type: ignore[operator]
    with pytest.raises(InvalidArgument, match=fragment):
        reg.put_version("testsuite", "v1", [bad])
    assert reg.suites() == []  # nothing half-written
