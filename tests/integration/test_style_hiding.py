"""Style checks that cannot be dodged, end to end: Rockman/SE_019 judged through the real
executor (native sandbox, SQLite registry) in all seven languages. Its reference passes; its
unrefactored starter, hidden where a text-level measurement did not look (exec of a string, a
function-like macro, macro_rules!, a lambda or closure in a constant or field, a function made
inside a template literal, a Go function whose results end in struct{}), still passes every test
but gets VERDICT_STYLE_VIOLATION, with a message naming the cause."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.style import LANGUAGES
from tests.helpers import RegistryBundles, registry_with
from tests.style_corpus import EXTENSIONS, SE_019, Hidden, corpus

TASK = "Rockman/SE_019"
RUNNABLE = [h for h in corpus() if h.runs]


@pytest.fixture(scope="module")
def executor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Executor]:
    root = tmp_path_factory.mktemp("style-hiding")
    sources = build.build_all_languages(load_spec(SE_019), "test-seed", True)
    registry = registry_with(root / "registry.db", sources, suite="rockman")
    sandbox = NativeSandbox(1, languages.readonly_paths())
    yield Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=1))
    sandbox.close()


def judge(executor: Executor, code: str, language: int) -> executor_pb2.ExecutionResult:
    if language != pb.LANGUAGE_PYTHON and languages.status(language)[1]:
        pytest.skip(f"toolchain missing: {languages.status(language)[1]}")
    return executor.execute(
        executor_pb2.Submission(
            task_id=TASK, version="v1", sample_id="s", code=code,
            language=pb.Language.ValueType(language), code_kind=pb.CODE_KIND_SOLUTION,
        )
    )  # fmt: skip


def test_every_language_has_a_runnable_hiding() -> None:
    assert {h.language for h in RUNNABLE} == set(EXTENSIONS)


@pytest.mark.slow
@pytest.mark.parametrize("language", sorted(EXTENSIONS), ids=lambda x: LANGUAGES[x])
def test_the_reference_passes(executor: Executor, language: int) -> None:
    reference = (SE_019 / f"reference.{EXTENSIONS[language]}").read_text()
    result = judge(executor, reference, language)
    assert (result.verdict, result.message) == (pb.VERDICT_PASS, "")


@pytest.mark.slow
@pytest.mark.parametrize("hidden", RUNNABLE, ids=lambda h: f"{LANGUAGES[h.language]}-{h.id}")
def test_hidden_starter_code_is_a_style_violation(executor: Executor, hidden: Hidden) -> None:
    result = judge(executor, hidden.program, hidden.language)
    # It passed every test (else it would be another verdict), and the style checks saw it.
    assert result.verdict == pb.VERDICT_STYLE_VIOLATION, (result.verdict, result.message)
    assert all(split.passed == split.total for split in result.splits)
    assert result.message.startswith("style checks failed: ")
    assert hidden.cause in result.message
