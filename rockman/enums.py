"""Names of the contract's enums as users write them (``fundamentals``, ``python``, ``PASS``).

The proto enums carry prefixes (``CATEGORY_FUNDAMENTALS``); files, reports and flags use the short
lower-case names (upper-case for verdicts, as in results.jsonl). Conversions live here only.
"""

from __future__ import annotations

from typing import Final

from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb


def _names(enum_name: str, prefix: str, lower: bool = True) -> dict[str, int]:
    enum = pb.DESCRIPTOR.enum_types_by_name[enum_name]
    out = {}
    for value in enum.values:
        if value.number == 0:
            continue
        short = value.name.removeprefix(prefix)
        out[short.lower() if lower else short] = value.number
    return out


CATEGORIES: Final = _names("Category", "CATEGORY_")
TASK_TYPES: Final = _names("TaskType", "TASK_TYPE_")
LANGUAGES: Final = _names("Language", "LANGUAGE_")
SPLITS: Final = _names("Split", "SPLIT_")
VERDICTS: Final = _names("Verdict", "VERDICT_", lower=False)
SOURCE_TYPES: Final = _names("SourceType", "SOURCE_TYPE_")
CODE_KINDS: Final = _names("CodeKind", "CODE_KIND_")

_BY_NUMBER: Final = {
    id(table): {number: name for name, number in table.items()}
    for table in (CATEGORIES, TASK_TYPES, LANGUAGES, SPLITS, VERDICTS, SOURCE_TYPES, CODE_KINDS)
}


def parse(table: dict[str, int], name: str, what: str) -> int:
    """The enum number for a user-facing name, or InvalidArgument listing the valid names."""
    key = name if table is VERDICTS else name.strip().lower()
    try:
        return table[key]
    except KeyError:
        raise InvalidArgument(
            f"unknown {what} {name!r}; expected one of: {', '.join(table)}"
        ) from None


def name_of(table: dict[str, int], number: int) -> str:
    """The user-facing name of an enum number ('unspecified' for 0 or unknown numbers)."""
    return _BY_NUMBER[id(table)].get(number, "unspecified")


def category(name: str) -> pb.Category.ValueType:
    return pb.Category.ValueType(parse(CATEGORIES, name, "category"))


def task_type(name: str) -> pb.TaskType.ValueType:
    return pb.TaskType.ValueType(parse(TASK_TYPES, name, "task type"))


def language(name: str) -> pb.Language.ValueType:
    return pb.Language.ValueType(parse(LANGUAGES, name, "language"))


def verdict(name: str) -> pb.Verdict.ValueType:
    return pb.Verdict.ValueType(parse(VERDICTS, name, "verdict"))


def split(name: str) -> pb.Split.ValueType:
    return pb.Split.ValueType(parse(SPLITS, name, "split"))


def source_type(name: str) -> pb.SourceType.ValueType:
    return pb.SourceType.ValueType(parse(SOURCE_TYPES, name, "source type"))
