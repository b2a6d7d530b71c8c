"""file_io tasks without a sandbox: the spec's rules, the build (each case's files under its own
root, the reference's output files as expected files), the job a driver receives (secret files
only in the part written after release) and the comparison of the files a program wrote."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rockman import hashing
from rockman.errors import InvalidArgument
from rockman.problem_spec import load_spec
from rockman.problems import build, validation
from rockman.v1 import common_pb2 as pb
from services.executor import judge

ROOT = Path(__file__).resolve().parents[3]
TEMPLATE = ROOT / "problems" / "Rockman__SE_029"


def copy_problem(tmp_path: Path) -> Path:
    folder = tmp_path / "Rockman__SE_029"
    shutil.copytree(TEMPLATE, folder)
    return folder


def edit_spec(folder: Path, old: str, new: str) -> None:
    path = folder / "spec.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_public_cases_get_their_root_and_the_prompt_lists_the_files() -> None:
    spec = load_spec(TEMPLATE)
    assert spec.is_file_io and spec.output_files == ["summary.txt"]
    assert [c["args"] for c in spec.public] == [["fs/public-0"], ["fs/public-1"], ["fs/public-2"]]
    assert 'ledger/monday.txt: "# opening stock\\napple,10\\n' in spec.description
    assert 'summary.txt: "apple 8\\nbanana 3\\n"' in spec.description
    assert "File examples" not in spec.wording  # the lint reads the authored text only


def test_every_case_has_its_files_under_its_own_root() -> None:
    source = build.build_problem(load_spec(TEMPLATE), build.DEV_SEED, True)
    assert len(source.cases) == 63
    for case in source.cases:
        root = f"fs/{case.case_id}/"
        assert json.loads(case.call.args_json) == [root.rstrip("/")]
        assert all(path.startswith(root) for path in case.call.files)
        assert list(case.call.expected_files) == [root + "summary.txt"]
    public = source.cases[0]
    assert public.call.expected_files["fs/public-0/summary.txt"] == "apple 8\nbanana 3\n"
    # Generated cases draw files too, and their expected files come from the reference.
    assert sum(len(c.call.files) for c in source.cases if c.split == pb.SPLIT_HIDDEN) > 50


def test_the_content_hash_covers_the_files() -> None:
    source = build.build_problem(load_spec(TEMPLATE), build.DEV_SEED, True)
    cases = list(source.cases)
    before = hashing.content_hash("t", 1, "p", cases)
    cases[0].call.files["fs/public-0/ledger/monday.txt"] = "apple,11\n"
    assert hashing.content_hash("t", 1, "p", cases) != before


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("- {name: root, type: str,", "- {name: base, type: str,", "first parameter is root: str"),
        ("output_files: [summary.txt]", "output_files: [../summary.txt]", "relative paths"),
        ("notes.txt:", "/etc/notes.txt:", "files must map relative paths"),
        ('summary.txt: "apple 8\\nbanana 3\\n"', "other.txt: x", "expected_files must give"),
        ("task_type: file_io", "task_type: parsing", "output_files.*belongs to task_type file_io"),
    ],
)
def test_spec_errors_say_what_to_fix(tmp_path: Path, old: str, new: str, reason: str) -> None:
    folder = copy_problem(tmp_path)
    edit_spec(folder, old, new)
    with pytest.raises(InvalidArgument, match=reason):
        load_spec(folder)


def test_a_public_case_whose_files_disagree_with_the_reference_is_refused(tmp_path: Path) -> None:
    folder = copy_problem(tmp_path)
    edit_spec(folder, 'summary.txt: "apple 8\\nbanana 3\\n"', 'summary.txt: "apple 8\\n"')
    with pytest.raises(InvalidArgument, match=r"public\[0\]: the reference writes"):
        build.build_problem(load_spec(folder), build.DEV_SEED, True)


def test_a_reference_that_writes_no_output_is_refused(tmp_path: Path) -> None:
    folder = copy_problem(tmp_path)
    reference = folder / "reference.py"
    reference.write_text(reference.read_text().replace('"summary.txt"', '"other.txt"'))
    with pytest.raises(InvalidArgument, match=r"wrote no UTF-8 text at \['summary.txt'\]"):
        build.build_problem(load_spec(folder), build.DEV_SEED, True)


def test_secret_files_travel_only_in_the_part_written_after_release() -> None:
    source = build.build_problem(load_spec(TEMPLATE), build.DEV_SEED, True)
    public = [c for c in source.cases if c.split == pb.SPLIT_PUBLIC]
    secret = [c for c in source.cases if c.split != pb.SPLIT_PUBLIC]
    job = judge.job_input(source.problem, public, secret)
    first = json.loads(job.stdin)
    later = json.loads(job.after_release)
    assert [f["root"] for f in first["fixtures"]] == ["fs/public-0", "fs/public-1", "fs/public-2"]
    assert len(later["fixtures"]) == len(later["cases"]) == 60
    secret_paths = [path for case in secret for path in case.call.files]
    assert secret_paths and not any(path in job.stdin.decode() for path in secret_paths)
    assert all(path in job.after_release.decode() for path in secret_paths)
    # Expected file contents never enter the sandbox: the driver gets the paths to read.
    assert all(
        set(f) == {"root", "files", "collect"} for f in first["fixtures"] + later["fixtures"]
    )
    assert later["fixtures"][0]["collect"] == [f"fs/{secret[0].case_id}/summary.txt"]


def test_a_case_passes_only_when_value_and_files_both_match() -> None:
    source = build.build_problem(load_spec(TEMPLATE), build.DEV_SEED, True)
    case = source.cases[0]
    right = ["apple 8\nbanana 3\n"]
    comparison = pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT)
    assert judge._case_passed(case, {"value": 2, "files": right}, comparison)
    assert not judge._case_passed(case, {"value": 2, "files": ["apple 8\n"]}, comparison)
    assert not judge._case_passed(case, {"value": 2, "files": [None]}, comparison)
    assert not judge._case_passed(case, {"value": 2}, comparison)
    assert not judge._case_passed(case, {"value": 3, "files": right}, comparison)


def test_validation_checks_that_every_file_lies_in_its_case_root() -> None:
    spec = load_spec(TEMPLATE)
    source = build.build_problem(spec, build.DEV_SEED, True)
    assert validation.check_cases(spec, source).ok
    moved = source.cases[3]
    text = moved.call.files.pop(next(iter(moved.call.files)))
    moved.call.files["fs/public-0/ledger/x.txt"] = text
    outcome = validation.check_cases(spec, source)
    assert not outcome.ok and "is not inside 'fs/private-0'" in outcome.detail


def test_a_file_io_problem_needs_the_file_io_tag(tmp_path: Path) -> None:
    assert validation.check_tags(load_spec(TEMPLATE)).ok
    folder = copy_problem(tmp_path)
    edit_spec(folder, "tags: [file-io, ", "tags: [")
    outcome = validation.check_tags(load_spec(folder))
    assert not outcome.ok and "needs the file-io tag" in outcome.detail
