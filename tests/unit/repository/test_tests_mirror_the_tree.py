"""The unit tests mirror the package tree (issue 22), so a module's tests are found by its name:
the tests of rockman/languages/cpp/render.py are tests/unit/rockman/languages/cpp/test_render.py
(or test_render_<aspect>.py), a package's tests as a whole are named after the package
(tests/unit/rockman/importers/test_importers.py), and whole-repository checks live in
tests/unit/repository/."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
UNIT = ROOT / "tests" / "unit"
# Tests of what is not a Python module: a language folder's own source files in its language
# (driver runtimes, runner scripts), compiled or linted on their own.
NOT_MODULES = {"runtime"}


def _misplaced() -> list[str]:
    found = []
    for path in sorted(UNIT.rglob("test_*.py")):
        relative = path.parent.relative_to(UNIT)
        if relative.parts[:1] == ("repository",):
            continue
        source = ROOT / relative
        if not (source / "__init__.py").is_file():
            found.append(f"{path.relative_to(ROOT)}: no package {relative}")
            continue
        stem = path.stem.removeprefix("test_")
        names = {p.stem for p in source.glob("*.py") if p.stem != "__init__"}
        names |= {p.name for p in source.iterdir() if (p / "__init__.py").is_file()}
        names.add(source.name)
        names |= NOT_MODULES if relative.parts[:2] == ("rockman", "languages") else set()
        if not any(stem == name or stem.startswith(f"{name}_") for name in names):
            found.append(f"{path.relative_to(ROOT)}: no module {relative}/{stem}.py")
    return found


def test_every_unit_test_is_named_after_a_module_of_its_folder() -> None:
    assert _misplaced() == []


def test_the_unit_tests_are_all_in_the_tree() -> None:
    assert sorted(p.name for p in UNIT.glob("test_*.py")) == []  # none left at the top
    assert len(list(UNIT.rglob("test_*.py"))) > 60
