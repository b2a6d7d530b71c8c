"""No sample stops a run: programs whose output the judge once could not decode (huge integers,
deep nesting, lone surrogates, wrong types) get a verdict of their own, through the real
client and services, and the run goes on.

Innocent programs trigger some of these (a Python `return y ** 60`, a JavaScript BigInt power),
so each must get an ordinary failure, never PASS and never SANDBOX_ERROR (which would leave
the sample out of pass@k).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rockman.client import Client
from tests.conftest import PROBLEMS

pytestmark = pytest.mark.timeout(900)


def reference(task: str, ext: str = "py") -> str:
    return (PROBLEMS / task.replace("/", "__") / f"reference.{ext}").read_text()


# (task, language, solution): each a wrong answer that printed something hard to judge.
POISON: list[tuple[str, str, str]] = [
    ("Starter/MATH_001", "python",
     "def count_primes_between(low, high):\n    return 10 ** 5000\n"),
    ("Starter/MATH_001", "python",
     "def count_primes_between(low, high):\n    return -(7 ** 9000)\n"),
    ("Starter/MATH_001", "python",
     "def count_primes_between(low, high):\n    v = 0\n    for _ in range(3000):\n"
     "        v = [v]\n    return v\n"),
    ("Starter/MATH_001", "python",
     "def count_primes_between(low, high):\n    raise ValueError('bad \\ud800 surrogate')\n"),
    ("Starter/MATH_001", "python",
     "def count_primes_between(low, high):\n    return 1e308 * 10\n"),
    ("Starter/FUND_002", "python",
     "def top_words(text, k):\n    return ['\\ud800', '\\udfff x']\n"),
    ("Starter/FUND_002", "python",
     "def top_words(text, k):\n    return [['nested'], {'a': 1}]\n"),
    ("Starter/FUND_002", "python",
     "def top_words(text, k):\n    return 'a string, not a list'\n"),
    ("Starter/MATH_001", "javascript",
     "function countPrimesBetween(low, high) { return 10n ** 600n; }\n"),
    ("Starter/MATH_001", "javascript",
     "function countPrimesBetween(low, high) {\n"
     "  let v = 0; for (let i = 0; i < 5000; i++) v = [v]; return v;\n}\n"),
]  # fmt: skip


def _honest() -> list[dict[str, Any]]:
    tasks = sorted(p.name.replace("__", "/") for p in PROBLEMS.glob("Starter__*"))
    return [{"task_id": t, "solution": reference(t)} for t in tasks]


def test_poison_samples_get_verdicts_and_the_run_goes_on(client: Client, tmp_path: Path) -> None:
    honest = _honest()
    samples: list[dict[str, Any]] = []
    poison_ids = set()
    # 100 samples, the 10 poison ones spread through the honest references.
    for i in range(100):
        if i % 10 == 5:
            task, language, solution = POISON[i // 10]
            sample = {"task_id": task, "language": language, "solution": solution}
            sample["sample_id"] = f"poison-{i}"
            poison_ids.add(sample["sample_id"])
        else:
            sample = dict(honest[i % len(honest)], sample_id=f"honest-{i}")
        samples.append(sample)
    out = tmp_path / "run"
    client.run(samples, "starter", out, model="poison-test")
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(results) == 100
    by_id = {r["sample_id"]: r for r in results}
    for sample_id in poison_ids:
        verdict = by_id[sample_id]["verdict"]
        assert verdict not in ("PASS", "SANDBOX_ERROR"), by_id[sample_id]
    for sample_id, record in by_id.items():
        if sample_id.startswith("honest-"):
            assert record["verdict"] == "PASS", record
    # Nothing the programs printed broke a text: every record is valid UTF-8 JSON already.
    assert all(isinstance(r["message"], str) for r in results)
