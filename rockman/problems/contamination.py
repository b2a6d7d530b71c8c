"""Check 13, no contamination: every canary present and unique, and no long word n-gram shared
with the public suites a model may have trained on (HumanEval and HumanEval-X).

The overlap measure is the one GPT-3's contamination study used: lowercased word 13-grams. A
problem whose description or reference shares any 13-gram with a public suite's prompts or
canonical solutions fails (N_GRAM, docs/validation.md). Thirteen words is long enough that
ordinary phrases ("return the number of elements in the list that are") do not collide and short
enough that a paraphrased copy still does.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

N_GRAM = 13
_WORD = re.compile(r"[a-z0-9]+")


def default_corpus_dir() -> Path:
    """ROCKMAN_PUBLIC_SUITES, else the checkout's data/humaneval-x."""
    env = os.environ.get("ROCKMAN_PUBLIC_SUITES")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "data" / "humaneval-x"


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def ngrams(text: str, n: int = N_GRAM) -> set[tuple[str, ...]]:
    tokens = words(text)
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


class PublicIndex:
    """Every word n-gram of the public suites' prompts and canonical solutions."""

    def __init__(self, texts: Iterable[tuple[str, str]], n: int = N_GRAM) -> None:
        self.n = n
        self.where: dict[tuple[str, ...], str] = {}
        for name, text in texts:
            for gram in ngrams(text, n):
                self.where.setdefault(gram, name)

    @classmethod
    def from_folder(cls, folder: Path, n: int = N_GRAM) -> PublicIndex:
        """The *.jsonl.gz files of a folder of HumanEval-style suites (prompt,
        canonical_solution, declaration fields); ValueError when there are none."""
        files = sorted(folder.glob("*.jsonl.gz")) if folder.is_dir() else []
        if not files:
            raise ValueError(f"no public suites (*.jsonl.gz) in {folder}")

        def texts() -> Iterable[tuple[str, str]]:
            for path in files:
                with gzip.open(path, "rt", encoding="utf-8") as f:
                    for line in f:
                        if not line.strip():
                            continue
                        record = json.loads(line)
                        for field in ("prompt", "canonical_solution", "declaration"):
                            if record.get(field):
                                yield record.get("task_id", path.name), record[field]

        return cls(texts(), n)

    def overlaps(self, text: str) -> list[str]:
        """The public tasks that share an n-gram with `text`, with one shared n-gram each."""
        found: dict[str, str] = {}
        for gram in ngrams(text, self.n):
            name = self.where.get(gram)
            if name is not None and name not in found:
                found[name] = " ".join(gram)
        return [f"{name}: '{gram}'" for name, gram in sorted(found.items())]
