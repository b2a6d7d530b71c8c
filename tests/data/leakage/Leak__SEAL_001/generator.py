"""Fixed, distinctive private and hidden inputs: tests/integration/test_leakage.py searches
everything a reader can see for them (and for the expected values derived from them)."""

from __future__ import annotations

import random

PRIVATE = [["pkMTzINqXgXtHH", 1489960571], ["NYrRIywgtNLxOG", 1213425251]]
HIDDEN = [
    ["iztuqkljhxjsRP", 1070278451],
    ["xLmJtHvjTjizYi", 1611651456],
    ["imMOSnTVjqgSVk", 1922948231],
    ["KLluKnmkpxjxxh", 1893245809],
]


def generate(rng: random.Random, split: str, count: int) -> list[dict[str, list[object]]]:
    cases = PRIVATE if split == "private" else HIDDEN
    return [{"args": list(args)} for args in cases[:count]]
