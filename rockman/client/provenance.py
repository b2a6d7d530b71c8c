"""Which split judged a run: its private and hidden cases' seed, as the signed records say.

Every results.jsonl record carries the fingerprint of the seed its private and hidden cases were
drawn from and whether that was the public development seed (signed by the executor). Reports,
manifests, `score`, `compare` and the leaderboard show it wherever a number is read
(docs/problem-format.md, "The three seeds").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rockman.problems import seeds


def split_of(results: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """report.json's and manifest.json's "split": {"kind": private | development | mixed |
    unknown, "seed_fingerprint": ..., "note": ...}."""
    kinds = {
        (bool(r.get("development_split")), str(r.get("seed_fingerprint") or ""))
        for r in results
        if "development_split" in r or "seed_fingerprint" in r
    }
    if not kinds:
        return {"kind": "unknown", "seed_fingerprint": "", "note": "the results do not say"}
    if len(kinds) > 1:
        return {
            "kind": "mixed",
            "seed_fingerprint": "",
            "fingerprints": sorted(f or "none" for _, f in kinds),
            "note": "the results were judged with the cases of different seeds",
        }
    ((development, fingerprint),) = kinds
    if development:
        return {"kind": "development", "seed_fingerprint": fingerprint,
                "note": seeds.DEVELOPMENT_NOTE}  # fmt: skip
    return {"kind": "private", "seed_fingerprint": fingerprint, "note": ""}


def describe(split: object) -> str:
    """One line for a report or the CLI: "private (seed 1a2b...)" or "development (public:
    ...)"."""
    if not isinstance(split, Mapping):
        return "unknown"
    kind = str(split.get("kind") or "unknown")
    if kind == "private":
        return f"private (seed {split.get('seed_fingerprint') or 'unknown'})"
    if kind == "development":
        return f"development ({seeds.DEVELOPMENT_NOTE})"
    if kind == "mixed":
        return f"mixed seeds {', '.join(map(str, split.get('fingerprints') or []))}"
    return "unknown (the results do not say which seed drew their cases)"


def same_split(a: object, b: object) -> bool:
    """Whether two runs were judged with the same seed's cases (compare warns otherwise)."""
    if not (isinstance(a, Mapping) and isinstance(b, Mapping)):
        return False
    return (a.get("kind"), a.get("seed_fingerprint")) == (b.get("kind"), b.get("seed_fingerprint"))
