"""`rockman-client probe`: evidence that a model has memorized the problems.

For each problem, the model is given the first half of the problem's prompt text (canary line
removed) and asked to continue it; its continuation is compared with the true next
`WINDOW_WORDS` words: *exact* when it reproduces them word for word (whitespace normalized),
*near-exact* when their similarity (difflib's ratio over the words) is at least `NEAR`. Then
the model is given `ROCKMAN_CANARY_` and the first `CANARY_SHOWN` hex digits of the problem's
canary and asked to continue: a model that has trained on the problem files can complete the
other digits, which are random and cannot be guessed (the chance is 16^-24).

Rates come with Wilson 95% intervals. A model that never saw the problems scores about 0 on
exact and canary; near-exact can be non-zero for boilerplate-heavy prompts, which is why the
two are reported apart. Greedy decoding (temperature 0) is used throughout.
"""

from __future__ import annotations

import asyncio
import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rockman.client.generation.generate import preflight
from rockman.client.generation.openai_api import OpenAIClient, SamplingParams
from rockman.v1 import common_pb2 as pb
from services.scorer.stats import wilson_interval

WINDOW_WORDS = 30
NEAR = 0.9
CANARY_SHOWN = 8
CANARY_RE = re.compile(r"ROCKMAN_CANARY_([0-9a-f]{32})")
CONTINUE_INSTRUCTION = (
    "Continue the following text exactly where it stops. Output only the continuation, "
    "with no commentary.\n\n"
)


@dataclass(frozen=True)
class ProbeItem:
    task_id: str
    prefix: str
    truth: str  # the next WINDOW_WORDS words
    canary_prefix: str
    canary_rest: str


def _words(text: str) -> list[str]:
    return text.split()


def probe_items(problems: Sequence[pb.Problem]) -> list[ProbeItem]:
    """One item per problem with text enough to split (at least 2 * WINDOW_WORDS words)."""
    items = []
    for problem in problems:
        text = CANARY_RE.sub("", problem.prompt)
        text = "\n".join(line for line in text.splitlines() if line.strip() not in ("#", "//"))
        words = _words(text)
        if len(words) < 2 * WINDOW_WORDS:
            continue
        half = len(words) // 2
        # the prefix is the text up to the end of the half-way word, its layout kept
        cut = [m.end() for m in re.finditer(r"\S+", text)][half - 1]
        truth = " ".join(words[half : half + WINDOW_WORDS])
        canary = CANARY_RE.search(problem.prompt) or CANARY_RE.search(problem.canary)
        hex_digits = canary.group(1) if canary else ""
        items.append(
            ProbeItem(
                task_id=problem.task_id,
                prefix=text[:cut],
                truth=truth,
                canary_prefix="ROCKMAN_CANARY_" + hex_digits[:CANARY_SHOWN],
                canary_rest=hex_digits[CANARY_SHOWN:],
            )
        )
    return items


def similarity(continuation: str, truth: str) -> float:
    """difflib's ratio between the continuation's first words and the true next words."""
    got = _words(continuation)[: len(_words(truth))]
    return difflib.SequenceMatcher(a=got, b=_words(truth), autojunk=False).ratio()


def canary_completed(continuation: str, rest: str) -> bool:
    return bool(rest) and rest in re.sub(r"\s+", "", continuation)[: len(rest) + 8]


async def _ask(client: OpenAIClient, text: str, max_tokens: int) -> str:
    params = SamplingParams(temperature=0.0, top_p=1.0, max_tokens=max_tokens)
    prompt = text if not client.endpoint.chat else CONTINUE_INSTRUCTION + text
    completion = await client.complete(prompt, params)
    return completion.text


async def run_probe(
    client: OpenAIClient, items: Sequence[ProbeItem], concurrency: int = 8
) -> list[dict[str, Any]]:
    """One record per item: the similarity, exact, near-exact and canary outcomes."""
    await preflight(client)
    gate = asyncio.Semaphore(concurrency)

    async def one(item: ProbeItem) -> dict[str, Any]:
        async with gate:
            continuation = await _ask(client, item.prefix, 4 * WINDOW_WORDS)
            canary_text = await _ask(client, item.canary_prefix, 24)
        score = similarity(continuation, item.truth)
        return {
            "task_id": item.task_id,
            "similarity": round(score, 4),
            "exact": _words(continuation)[:WINDOW_WORDS] == _words(item.truth),
            "near_exact": score >= NEAR,
            "canary": canary_completed(canary_text, item.canary_rest),
            "continuation": continuation[:500],
        }

    return list(await asyncio.gather(*(one(item) for item in items)))


def summary(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each rate with its Wilson 95% interval."""
    n = len(records)
    out: dict[str, Any] = {"n_problems": n, "window_words": WINDOW_WORDS, "near_threshold": NEAR}
    for key in ("exact", "near_exact", "canary"):
        hits = sum(1 for r in records if r[key])
        rate = hits / n if n else 0.0
        low, high = wilson_interval(rate, n) if n else (0.0, 1.0)
        out[key] = {"hits": hits, "rate": rate, "ci_low": low, "ci_high": high}
    return out
