"""HumanEval-X in six languages through the real executor and the native sandbox.

For each language: every canonical solution is judged (compile and run sandboxed, artefacts
cached, each pass checked by a decoy run), at least 99% pass, and each one that fails is in
KNOWN_BROKEN with its reason (a data bug of HumanEval-X, reported in docs/languages.md, not
hidden). A wrong solution and one that
exits with status 0 before the tests do not pass, and a second judging of the same program hits
the compile cache. The data is in the checkout (data/humaneval-x); skipped when the language's
toolchain is not installed (scripts/install_toolchains.sh).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from rockman import enums
from rockman.importers.humaneval import humaneval_x_sources, reference_samples
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from tests.conftest import HUMANEVAL_X
from tests.helpers import RegistryBundles, registry_with

FILES = {
    "cpp": "humaneval_cpp.jsonl.gz",
    "java": "humaneval_java.jsonl.gz",
    "javascript": "humaneval_js.jsonl.gz",
    "rust": "humaneval_rust.jsonl.gz",
    "go": "humaneval_go.jsonl.gz",
}
# Canonical solutions of HumanEval-X that fail their own tests: task id -> why (checked by hand;
# docs/languages.md). They fail in every correct harness: data bugs, reported, not hidden.
KNOWN_BROKEN: dict[str, str] = {
    "JavaScript/32": "example_test (our public case) calls testfindZero(), which only the "
    "private test defines: every sample fails the public case",
    "JavaScript/112": "the canonical solution returns (z, false), a comma expression: false",
    "JavaScript/155": "the canonical solution tests the parity of the whole number, not of "
    "each digit (evenOddCount(0) gives [0, 0])",
}
# Canonical solutions that pass or fail by chance.
KNOWN_FLAKY: dict[str, str] = {
    "Go/95": "CheckDictCase looks at the first two keys only; Go's map order is random, so it "
    "passes about 2 runs in 3",
}
# A solution that leaves before any test runs, with status 0, per language. Go's prompt imports
# neither os nor syscall, so a Go completion cannot exit (and go test fails an os.Exit(0)).
EXIT_EARLY = {
    "cpp": "__builtin_exit(0);",  # <cstdlib> is not among the prompt's includes
    "java": "System.exit(0);",
    "javascript": "process.exit(0);",
    "rust": "std::process::exit(0);",
}


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _executor(tmp_path: Path, name: str, sandbox: NativeSandbox) -> tuple[Executor, int]:
    path = HUMANEVAL_X / FILES[name]
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.skip(why)
    sources = humaneval_x_sources(path, language)
    registry = registry_with(tmp_path / "r.db", sources, suite="humaneval-x", version="v1")
    config = ExecutorConfig(workers=2, compile_cache_dir=str(tmp_path / "cache"))
    return Executor(RegistryBundles(registry), sandbox, config), language


def _submission(
    task_id: str, language: int, code: str, sample_id: str = "s"
) -> executor_pb2.Submission:
    return executor_pb2.Submission(
        task_id=task_id, version="v1", sample_id=sample_id, language=language,  # type: ignore[arg-type]
        code=code, code_kind=pb.CODE_KIND_COMPLETION,
    )  # fmt: skip


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.parametrize("name", sorted(FILES))
def test_canonical_solutions_pass(tmp_path: Path, sandbox: NativeSandbox, name: str) -> None:
    executor, language = _executor(tmp_path, name, sandbox)
    samples = reference_samples(HUMANEVAL_X / FILES[name], name)
    with ThreadPoolExecutor(2) as pool:
        results = list(
            pool.map(
                lambda s: executor.execute(_submission(s["task_id"], language, s["completion"])),
                samples,
            )
        )
    failed = {r.task_id: f"{pb.Verdict.Name(r.verdict)}: {r.message[:300]}" for r in results
              if r.verdict != pb.VERDICT_PASS}  # fmt: skip
    unexplained = {
        t: why for t, why in failed.items() if t not in KNOWN_BROKEN and t not in KNOWN_FLAKY
    }
    assert not unexplained, f"{len(unexplained)} canonical {name} solutions fail: {unexplained}"
    prefix = samples[0]["task_id"].split("/")[0] + "/"
    mended = {t for t in KNOWN_BROKEN if t.startswith(prefix)} - set(failed)
    assert not mended, f"listed as broken but passing (update KNOWN_BROKEN and the docs): {mended}"
    assert not any(r.verdict == pb.VERDICT_SANDBOX_ERROR for r in results)
    # Every pass was checked by a decoy run (no canonical solution is TAMPERED: that would be
    # among `failed` above), but the few problems none can be made for
    # (test_humaneval_x_decoys.COVERAGE).
    passes = [r for r in results if r.verdict == pb.VERDICT_PASS]
    decoyed = [r for r in passes if r.judging_mode == executor_pb2.JUDGING_MODE_DECOY]
    assert len(decoyed) >= len(passes) - 3, [r.task_id for r in passes if r not in decoyed]
    # The bar is 99% per language; JavaScript's three data bugs put it at 98.2%.
    assert len(results) - len(failed) >= len(results) - 3
    print(f"\n{name}: {len(results) - len(failed)}/{len(results)} canonical solutions pass")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FILES))
def test_wrong_and_early_exit_do_not_pass(
    tmp_path: Path, sandbox: NativeSandbox, name: str
) -> None:
    executor, language = _executor(tmp_path, name, sandbox)
    sample = next(s for s in reference_samples(HUMANEVAL_X / FILES[name], name)
                  if s["task_id"].endswith("/0"))  # fmt: skip
    canonical = sample["completion"]
    first = executor.execute(_submission(sample["task_id"], language, canonical, "a"))
    assert first.verdict == pb.VERDICT_PASS, first.message
    hits = executor.scripts.cache.hits
    again = executor.execute(_submission(sample["task_id"], language, canonical, "b"))
    assert again.verdict == pb.VERDICT_PASS
    # the compile is cached; JavaScript has no compile step (its run parses the program)
    assert executor.scripts.cache.hits > hits or name == "javascript"
    # has_close_elements: comparing with a negative threshold is never true.
    wrong = re.sub(r"<\s*threshold", "< -1.0", canonical.replace("< threshold", "<threshold"))
    assert wrong != canonical
    bad = executor.execute(_submission(sample["task_id"], language, wrong, "c"))
    assert bad.verdict in (pb.VERDICT_WRONG_ANSWER, pb.VERDICT_RUNTIME_ERROR), bad.message
    if name in EXIT_EARLY:  # the canonical completion, leaving first
        early = "    " + EXIT_EARLY[name] + "\n" + canonical
        left = executor.execute(_submission(sample["task_id"], language, early, "d"))
        assert left.verdict in (pb.VERDICT_WRONG_ANSWER, pb.VERDICT_RUNTIME_ERROR), (
            f"exit(0) before the tests: {pb.Verdict.Name(left.verdict)} {left.message}"
        )
