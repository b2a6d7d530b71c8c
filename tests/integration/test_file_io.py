"""file_io tasks end to end: a case's files exist in its root folder when its call runs, the
files the task writes are compared with the reference's, a secret case's files appear only
after release, and every language's driver does the same (problems/Rockman__SE_029, run
through the real executor, native sandbox and a SQLite registry)."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from tests.helpers import RegistryBundles, registry_with

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "problems" / "Rockman__SE_029"
TASK = "Rockman/SE_029"
EXTENSIONS: dict[int, str] = {
    pb.LANGUAGE_PYTHON: "py",
    pb.LANGUAGE_CPP: "cpp",
    pb.LANGUAGE_JAVA: "java",
    pb.LANGUAGE_JAVASCRIPT: "js",
    pb.LANGUAGE_TYPESCRIPT: "ts",
    pb.LANGUAGE_RUST: "rs",
    pb.LANGUAGE_GO: "go",
}


@pytest.fixture(scope="module")
def executor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Executor]:
    root = tmp_path_factory.mktemp("file-io")
    sources = build.build_all_languages(load_spec(FOLDER), "test-seed", True)
    registry = registry_with(root / "registry.db", sources, suite="rockman")
    sandbox = NativeSandbox(1, languages.readonly_paths())
    yield Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=1))
    sandbox.close()


def judge(
    executor: Executor, code: str, language: int = pb.LANGUAGE_PYTHON
) -> executor_pb2.ExecutionResult:
    return executor.execute(
        executor_pb2.Submission(
            task_id=TASK, version="v1", sample_id="s", code=code,
            language=pb.Language.ValueType(language), code_kind=pb.CODE_KIND_SOLUTION,
        )
    )  # fmt: skip


def test_the_reference_passes_and_its_files_are_compared(executor: Executor) -> None:
    reference = (FOLDER / "reference.py").read_text()
    result = judge(executor, reference)
    assert result.verdict == pb.VERDICT_PASS, result.message
    # Same return values, but a summary that keeps zero totals: only the written file differs.
    wrong = reference.replace("if totals[item] != 0:", "if True:")
    result = judge(executor, wrong)
    assert result.verdict == pb.VERDICT_WRONG_ANSWER
    shown = {f.case_id: f for f in result.public_feedback}
    assert not shown["public-1"].passed
    assert json.loads(shown["public-1"].expected_json) == {
        "value": 0,
        "files": {"fs/public-1/summary.txt": ""},
    }
    assert json.loads(shown["public-1"].actual_json) == {
        "value": 0,
        "files": {"fs/public-1/summary.txt": "widget-2 0\n"},
    }


def test_a_program_that_writes_nothing_fails(executor: Executor) -> None:
    code = "def summarize_ledgers(root):\n    return 0\n"
    result = judge(executor, code)
    assert result.verdict == pb.VERDICT_WRONG_ANSWER
    assert json.loads(result.public_feedback[0].actual_json)["files"] == {
        "fs/public-0/summary.txt": None
    }


def test_secret_files_appear_only_after_release(executor: Executor) -> None:
    # Every call reports what the work folder's fs/ holds; a public call fails on purpose so
    # its feedback shows what it saw.
    code = textwrap.dedent("""\
        import os

        def summarize_ledgers(root):
            seen = sorted(os.listdir("fs"))
            if root == "fs/public-2":
                raise ValueError(" ".join(seen))
            open(os.path.join(root, "summary.txt"), "w").close()
            return 0
    """)
    result = judge(executor, code)
    error = next(f.error for f in result.public_feedback if f.case_id == "public-2")
    assert "public-0 public-1 public-2" in error
    assert "private" not in error and "hidden" not in error


@pytest.mark.parametrize(
    "language", [lang for lang in EXTENSIONS if lang != pb.LANGUAGE_PYTHON],
    ids=lambda lang: pb.Language.Name(lang).removeprefix("LANGUAGE_").lower(),
)  # fmt: skip
def test_every_language_writes_and_reads_the_files(executor: Executor, language: int) -> None:
    missing = languages.status(language)[1]
    if missing:
        pytest.skip(f"toolchain missing: {missing}")
    path = FOLDER / f"reference.{EXTENSIONS[language]}"
    result = judge(executor, path.read_text(), language)
    assert result.verdict == pb.VERDICT_PASS, result.message
    counts = {s.split: (s.passed, s.total) for s in result.splits}
    assert counts[pb.SPLIT_HIDDEN] == (50, 50)
