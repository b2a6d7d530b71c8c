"""Decoys of HumanEval-X: coverage in six languages, and no genuine program judged TAMPERED.

Coverage (no toolchain needed): how many of the 164 problems of each language get a decoy, at
least the figures recorded in docs/security.md. Soundness (C++ and JavaScript, through the
native sandbox): every canonical solution is run against every decoy that `decoys.plan` can
make of its problem (each site of `decoys.candidates` once, with a random new value, and the
negation the executor falls back to when a changed value does not compile): none may pass, nor
end with exit status 0 without the completion mark (both make the sample TAMPERED). The
other languages are checked by `benchmarks/decoys.py`, with the figures in docs/security.md.
The data is in the checkout (data/humaneval-x); skipped when the language's toolchain is not
installed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks import decoys as bench
from rockman import enums
from rockman.importers.humaneval import humaneval_x_sources, reference_samples
from rockman.languages import registry as languages
from services.executor import compiled
from services.executor.pool import NativeSandbox
from tests.conftest import HUMANEVAL_X

# Problems with a decoy, of 164 (docs/security.md, "Decoy coverage"): the rest test random
# round trips inside loops (encode/decode_cyclic and _shift, and Rust's find_zero), which no
# single assertion of the suite's own can be changed in.
COVERAGE = {"cpp": 162, "java": 162, "javascript": 162, "typescript": 162, "rust": 161, "go": 162}


def _path(name: str, tmp_path: Path) -> Path:
    return bench.data_file(HUMANEVAL_X, name, tmp_path)


@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_coverage(tmp_path: Path, name: str) -> None:
    language = enums.language(name)
    found = bench.coverage(language, humaneval_x_sources(_path(name, tmp_path), language))
    assert found.problems == 164
    assert found.with_decoy >= COVERAGE[name], found.without
    assert found.sites >= 1000  # about one decoy per assertion


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("name", ["cpp", "javascript"])
def test_no_canonical_solution_passes_a_decoy(
    tmp_path: Path, sandbox: NativeSandbox, name: str
) -> None:
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.skip(why)
    path = _path(name, tmp_path)
    sources = humaneval_x_sources(path, language)
    completions = {s["task_id"]: s["completion"] for s in reference_samples(path, name)}
    ctx = compiled.ScriptContext(
        sandbox, compiled.CompileCache(None, max_entries=8), compiled.CompileLimits()
    )
    # Without checking each case first: a case the canonical solution fails (a data bug of
    # HumanEval-X) fails its decoys all the more.
    found = bench.soundness(ctx, language, sources, completions, check_cases=False)
    assert not found.passed, f"canonical solutions judged TAMPERED by decoys: {found.passed}"
    assert found.checked >= 1000
    assert "SANDBOX_ERROR" not in found.verdicts, found.verdicts
    print(f"\n{name}: {found.checked} decoys, {found.verdicts}, {found.seconds:.0f} s")
