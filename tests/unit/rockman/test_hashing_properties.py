"""Property tests of the canonical serialization behind content and version hashes."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rockman import hashing
from rockman.v1 import common_pb2 as pb

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=25,
)


def _shuffled(value: Any, rng: random.Random) -> Any:
    """The same JSON value with every object's keys in another order."""
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {k: _shuffled(v, rng) for k, v in items}
    if isinstance(value, list):
        return [_shuffled(v, rng) for v in value]
    return value


@given(json_values)
def test_canonical_json_is_idempotent(value: Any) -> None:
    text = hashing.canonical_json(value)
    assert hashing.canonical_json(json.loads(text)) == text


@given(json_values, st.integers(0, 2**32))
def test_canonical_json_ignores_key_order_and_whitespace(value: Any, seed: int) -> None:
    other = json.dumps(_shuffled(value, random.Random(seed)), indent=2, ensure_ascii=True)
    assert hashing.canonicalize_json_text(other, "x") == hashing.canonical_json(value)


@given(json_values, json_values)
def test_canonical_json_separates_different_values(a: Any, b: Any) -> None:
    if hashing.canonical_json(a) == hashing.canonical_json(b):
        assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@settings(max_examples=50)
@given(st.lists(st.tuples(json_values, json_values), min_size=1, max_size=6),
       st.text(), st.integers(0, 2**32))  # fmt: skip
def test_content_hash_is_stable_under_reformatting_and_reordering(
    pairs: list[tuple[Any, Any]], prompt: str, seed: int
) -> None:
    rng = random.Random(seed)
    splits = [pb.SPLIT_PUBLIC, pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN]

    def cases(pretty: bool) -> list[pb.TestCase]:
        out = []
        for i, (args, expected) in enumerate(pairs):
            dump = (lambda v: json.dumps(_shuffled(v, rng), indent=1)) if pretty else json.dumps
            out.append(pb.TestCase(case_id=f"c{i}", split=splits[i % 3], call=pb.CallCase(
                args_json=dump([args]), expected_json=dump(expected))))  # fmt: skip
        return out

    plain, pretty = cases(False), cases(True)
    rng.shuffle(pretty)
    assert hashing.content_hash("T/1", 1, prompt, plain) == hashing.content_hash(
        "T/1", 1, prompt, pretty
    )
    changed = cases(False)
    changed[0].call.expected_json = json.dumps([pairs[0][1], "changed"])
    assert hashing.content_hash("T/1", 1, prompt, changed) != hashing.content_hash(
        "T/1", 1, prompt, plain
    )
