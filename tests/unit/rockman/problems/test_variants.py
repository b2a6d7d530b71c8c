"""rockman/problems/variants.py: buggy variants as patches against their reference (issue 22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman.errors import InvalidArgument
from rockman.problems import variants

PROBLEMS = Path(__file__).resolve().parents[4] / "problems"

REFERENCE = """def total(xs: list[int]) -> int:
    result = 0
    for x in xs:
        result += x
    return result


def mean(xs: list[int]) -> float:
    if not xs:
        return 0.0
    return total(xs) / len(xs)
"""
OFF_BY_ONE = REFERENCE.replace("return total(xs) / len(xs)", "return total(xs) / (len(xs) + 1)")


def _problem(tmp_path: Path, reference: str = REFERENCE) -> Path:
    (tmp_path / "buggy").mkdir()
    (tmp_path / "reference.py").write_text(reference)
    patch = variants.make_patch(REFERENCE, "# bug: one too many\n" + OFF_BY_ONE, "off_by_one")
    (tmp_path / "buggy" / "off_by_one.patch").write_text(patch)
    return tmp_path


def test_every_variant_of_the_problem_set_applies_and_differs() -> None:
    count = 0
    for folder in sorted(p for p in PROBLEMS.iterdir() if (p / "reference.py").exists()):
        reference = (folder / "reference.py").read_text()
        found = variants.buggy_variants(folder)
        assert len(found) >= 3, folder.name
        assert all(v.code != reference for v in found)
        count += len(found)
    assert count >= 1000
    assert not list(PROBLEMS.glob("*/buggy/*.py"))  # no whole copies left


def test_a_variant_is_the_reference_with_its_patch(tmp_path: Path) -> None:
    (found,) = variants.buggy_variants(_problem(tmp_path))
    assert found.name == "off_by_one"
    assert found.code == "# bug: one too many\n" + OFF_BY_ONE


def test_a_fix_to_the_reference_reaches_the_variant(tmp_path: Path) -> None:
    # A line outside every hunk's context (a fix within one makes the patch fail, below).
    fixed = REFERENCE.replace("    return result\n", "    return int(result)\n")
    (found,) = variants.buggy_variants(_problem(tmp_path, fixed))
    assert "return int(result)" in found.code and "(len(xs) + 1)" in found.code


def test_a_reference_change_under_a_hunk_fails_loudly(tmp_path: Path) -> None:
    changed = REFERENCE.replace("return total(xs) / len(xs)", "return total(xs) / max(len(xs), 1)")
    with pytest.raises(InvalidArgument, match=r"off_by_one\.patch no longer applies") as exc:
        variants.buggy_variants(_problem(tmp_path, changed))
    assert "hunk" in str(exc.value)


def test_a_whole_copy_is_refused_with_the_command_that_makes_a_patch(tmp_path: Path) -> None:
    folder = _problem(tmp_path)
    (folder / "buggy" / "copy.py").write_text(OFF_BY_ONE)
    with pytest.raises(InvalidArgument, match=r"diff -u reference.py buggy/copy.py"):
        variants.buggy_variants(folder)


def test_a_patch_that_changes_nothing_or_is_no_diff_is_refused(tmp_path: Path) -> None:
    folder = _problem(tmp_path)
    (folder / "buggy" / "off_by_one.patch").write_text("not a diff\n")
    with pytest.raises(InvalidArgument, match="expected one unified diff"):
        variants.buggy_variants(folder)
    same = variants.make_patch(REFERENCE, REFERENCE + "\n", "same").replace("+\n", " \n")
    with pytest.raises(InvalidArgument):
        variants.apply(REFERENCE, same, "same.patch")


def test_a_variant_without_a_final_newline_round_trips() -> None:
    code = OFF_BY_ONE.rstrip("\n")
    patch = variants.make_patch(REFERENCE, code, "v")
    assert "\\ No newline at end of file" in patch
    assert variants.apply(REFERENCE, patch, "v.patch") == code
    reference = REFERENCE.rstrip("\n")
    patch = variants.make_patch(reference, OFF_BY_ONE, "w")
    assert variants.apply(reference, patch, "w.patch") == OFF_BY_ONE
