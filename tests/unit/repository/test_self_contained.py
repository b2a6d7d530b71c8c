"""The checkout is self-contained: no script, module, test, benchmark or deployment file reaches
for a path beside it (the `shared/` folder a development machine has next to the clone, or the
clone's parent at all). What a build, test or run needs is in the repository: HumanEval-X and
Go's vendored testify under data/humaneval-x (with their licenses, data/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import HUMANEVAL_X, ROOT

# Code and configuration; problems/ (program text of test cases) and docs/ (prose) excluded.
CODE = re.compile(r"(\.py|\.sh|\.toml|\.ya?ml|\.js|\.mjs|\.ts|Makefile|Dockerfile[^/]*|\.ci/run)$")
SKIP_DIRS = {".venv", "toolchains", "problems", "docs", "node_modules", "__pycache__", ".git"}
OUTSIDE = re.compile(
    r"\.\./shared"  # ../shared
    r"|['\"]shared['\"]"  # Path(...) / "shared"
    r"|\)/shared\b"  # "$(dirname "$REPO")/shared"
    r"|/work/shared"
    r"|dirname \"\$REPO\"\)"  # the clone's parent, in shell
    r"|ROOT\.parent\b|parents\[\d\]\.parent"  # ... and in Python
)


def _code_files() -> list[Path]:
    found = []
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT)
        if SKIP_DIRS & set(relative.parts) or not path.is_file():
            continue
        if CODE.search(str(relative)) and path != Path(__file__):
            found.append(path)
    return found


def test_no_file_refers_to_a_path_outside_the_checkout() -> None:
    files = _code_files()
    assert len(files) > 200  # the walk saw the code
    offending = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in files
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert offending == []


def test_the_pattern_catches_the_old_references() -> None:
    for line in (
        'HUMANEVAL_X = Path(__file__).resolve().parents[3] / "shared" / "data"',
        'GO_EVAL_DIR="${GO_EVAL_DIR:-$(dirname "$REPO")/shared/data/humaneval-x/go-evaluation}"',
        'DATA = ROOT.parent / "shared" / "data" / "humaneval-x"',
        "see ../shared/DESIGN.md",
    ):
        assert OUTSIDE.search(line), line


def test_the_data_the_tests_and_scripts_use_is_in_the_checkout() -> None:
    names = {p.name for p in HUMANEVAL_X.iterdir()}
    for language in ("python", "cpp", "java", "js", "go", "rust"):
        assert f"humaneval_{language}.jsonl.gz" in names
    assert "LICENSE" in names and (HUMANEVAL_X / "go-evaluation" / "go_vendor.tar.gz").is_file()
    assert (ROOT / "data" / "README.md").is_file()
