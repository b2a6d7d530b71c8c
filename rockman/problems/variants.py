"""A problem's buggy variants, kept as patches against its reference (`buggy/<name>.patch`).

Each variant is a unified diff of `reference.py` (what `diff -u reference.py my_variant.py`
writes), applied here whenever a variant is read: by the validation's negative check, the demo's
buggy model, scripts/check_problems.py. A fix to the reference reaches every variant, or makes
a variant's patch fail to apply, loudly (InvalidArgument naming the file and the hunk), so a
variant can never silently be judged against an old copy. A patch that applies but leaves the
reference unchanged is refused too; a `buggy/*.py` file is refused with how to turn it into a
patch (whatthepatch parses and applies: it checks every context and removed line).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

import whatthepatch
from whatthepatch.exceptions import HunkApplyException, ParseException

from rockman.errors import InvalidArgument

REFERENCE = "reference.py"
FOLDER = "buggy"


@dataclass(frozen=True)
class Variant:
    name: str  # the patch's stem: buggy/<name>.patch
    code: str  # the reference with the patch applied


def patch_paths(folder: Path) -> list[Path]:
    """The problem folder's variant patches, sorted by name; InvalidArgument for a variant kept
    as a whole copy."""
    variants = folder / FOLDER
    copies = sorted(variants.glob("*.py"))
    if copies:
        name = copies[0].name
        raise InvalidArgument(
            f"{variants / name}: buggy variants are patches against {REFERENCE}; write "
            f"`diff -u {REFERENCE} {FOLDER}/{name} > {FOLDER}/{copies[0].stem}.patch` in "
            f"{folder} and remove the copy"
        )
    return sorted(variants.glob("*.patch"))


def apply(reference: str, patch: str, where: str) -> str:
    """`reference` with the unified diff `patch` applied; InvalidArgument saying where and why
    when it does not apply or changes nothing."""
    try:
        diffs = list(whatthepatch.parse_patch(patch))
    except ParseException as exc:
        raise InvalidArgument(f"{where}: not a unified diff: {exc}") from None
    if len(diffs) != 1 or not diffs[0].changes:
        raise InvalidArgument(f"{where}: expected one unified diff of {REFERENCE}")
    try:
        lines = whatthepatch.apply_diff(diffs[0], reference)
    except HunkApplyException as exc:
        raise InvalidArgument(
            f"{where} no longer applies to {REFERENCE} ({exc}); update the patch to the "
            "reference as it is now"
        ) from None
    code = "\n".join(lines)
    if lines and not _drops_final_newline(patch):
        code += "\n"
    if code == reference:
        raise InvalidArgument(f"{where}: the patch leaves {REFERENCE} unchanged")
    return code


def _drops_final_newline(patch: str) -> bool:
    """Whether the new side of `patch` ends without a newline (diff's marker after a + line)."""
    lines = patch.splitlines()
    for i, line in enumerate(lines[:-1]):
        if lines[i + 1].startswith("\\ No newline") and not line.startswith("-"):
            return True
    return False


def _variant(reference: str, path: Path) -> Variant:
    return Variant(path.stem, apply(reference, path.read_text(encoding="utf-8"), str(path)))


def buggy_variants(folder: Path) -> list[Variant]:
    """Every buggy variant of the problem in `folder`, by name."""
    reference = (folder / REFERENCE).read_text(encoding="utf-8")
    return [_variant(reference, path) for path in patch_paths(folder)]


def buggy_variant(folder: Path, name: str) -> Variant:
    """The buggy variant `name` of the problem in `folder`."""
    reference = (folder / REFERENCE).read_text(encoding="utf-8")
    return _variant(reference, folder / FOLDER / f"{name}.patch")


def make_patch(reference: str, variant: str, name: str) -> str:
    """The patch of `variant` against `reference`, as `diff -u` writes it (for authors' tools
    and the conversion of whole copies)."""
    lines = list(
        difflib.unified_diff(
            reference.splitlines(keepends=True),
            variant.splitlines(keepends=True),
            REFERENCE,
            f"{FOLDER}/{name}.py",
        )
    )
    out = []
    for line in lines:
        out.append(line)
        if not line.endswith("\n"):
            out.append("\n\\ No newline at end of file\n")
    return "".join(out)
