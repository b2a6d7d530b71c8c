import hashlib

import pytest

from rockman import hashing
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb


def _case(case_id: str, split: pb.Split.ValueType, args: str, expected: str) -> pb.TestCase:
    return pb.TestCase(
        case_id=case_id, split=split, call=pb.CallCase(args_json=args, expected_json=expected)
    )


def test_content_hash_ignores_json_formatting_and_case_order() -> None:
    a = [
        _case("p0", pb.SPLIT_PUBLIC, "[1, 2]", "3"),
        _case("h0", pb.SPLIT_HIDDEN, '[{"b":1,"a":2}]', "1"),
    ]
    b = [
        _case("h0", pb.SPLIT_HIDDEN, '[{"a": 2, "b": 1}]', "1"),
        _case("p0", pb.SPLIT_PUBLIC, "[1,2]", "3"),
    ]
    assert hashing.content_hash("T/1", 1, "prompt", a) == hashing.content_hash(
        "T/1", 1, "prompt", b
    )


@pytest.mark.parametrize("change", ["prompt", "hidden_expected", "split", "task", "language"])
def test_content_hash_changes_with_any_content(change: str) -> None:
    base = [_case("p0", pb.SPLIT_PUBLIC, "[1]", "1"), _case("h0", pb.SPLIT_HIDDEN, "[2]", "2")]
    digest = hashing.content_hash("T/1", 1, "prompt", base)
    cases = [pb.TestCase(), pb.TestCase()]
    for new, old in zip(cases, base, strict=True):
        new.CopyFrom(old)
    task, language, prompt = "T/1", 1, "prompt"
    if change == "prompt":
        prompt = "prompt!"
    elif change == "hidden_expected":
        cases[1].call.expected_json = "3"
    elif change == "split":
        cases[1].split = pb.SPLIT_PRIVATE
    elif change == "task":
        task = "T/2"
    else:
        language = 2
    assert hashing.content_hash(task, language, prompt, cases) != digest


def test_version_hash_is_order_independent() -> None:
    rows = [("A", 1, "x" * 64), ("B", 1, "y" * 64)]
    assert hashing.version_hash(rows) == hashing.version_hash(reversed(rows))
    assert hashing.version_hash(rows) != hashing.version_hash(rows[:1])


def test_canonical_json_rejects_nan() -> None:
    with pytest.raises(InvalidArgument):
        hashing.canonical_json(float("nan"))


def test_canary_is_stable_and_unique() -> None:
    assert hashing.canary_for("A/1") == hashing.canary_for("A/1")
    assert hashing.canary_for("A/1") != hashing.canary_for("A/2")
    assert hashing.canary_for("A/1").startswith("ROCKMAN_CANARY_")


def test_the_shared_cases_hasher_gives_exactly_the_documented_hash() -> None:
    """ContentHasher composes the canonical text from parts; it must equal canonical_json of the
    whole document (the documented definition) for any language and prompt."""
    cases = [
        pb.TestCase(
            case_id=f"c{i}",
            split=pb.SPLIT_HIDDEN if i % 2 else pb.SPLIT_PUBLIC,
            call=pb.CallCase(args_json=f'[{i}, "é\u00e9"]', expected_json=f"{i * 0.5}"),
        )
        for i in range(5)
    ]
    hasher = hashing.ContentHasher('T/1 "quoted"', cases)
    for language, prompt in [(1, "def f():\n"), (7, 'func F() {\n\t"✓"\n'), (2, "")]:
        records = sorted(
            (hashing._case_record(c) for c in cases), key=lambda r: (r["split"], r["case_id"])
        )
        doc = {
            "format": hashing.CONTENT_FORMAT,
            "task_id": 'T/1 "quoted"',
            "language": language,
            "prompt": prompt,
            "cases": records,
        }
        expected = hashlib.sha256(hashing.canonical_json(doc).encode("utf-8")).hexdigest()
        assert hasher.digest(language, prompt) == expected
        assert hashing.content_hash('T/1 "quoted"', language, prompt, cases) == expected
