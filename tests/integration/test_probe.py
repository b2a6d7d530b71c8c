"""The contamination probe against a scripted OpenAI server on loopback: a model that has
memorized the problems (it continues prompts and canaries) and one that has not."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from rockman.client.generation.openai_api import Endpoint, OpenAIClient
from rockman.client.generation.probe import (
    CONTINUE_INSTRUCTION,
    ProbeItem,
    probe_items,
    run_probe,
    similarity,
    summary,
)
from rockman.problem_spec import load_spec
from rockman.problems import build
from tests.conftest import PROBLEMS
from tests.integration.test_cli import rockman
from tests.openai_server import ScriptedOpenAI

FOLDERS = ["Starter__MATH_001", "Starter__DP_001", "Starter__FUND_002", "Starter__DS_001"]


def items() -> list[ProbeItem]:
    problems = [build.build_problem(load_spec(PROBLEMS / f), build.DEV_SEED, True).problem
                for f in FOLDERS]  # fmt: skip
    return probe_items(problems)


def memorizer(known: list[ProbeItem]) -> Any:
    def answer(body: dict[str, Any]) -> str:
        text = body["messages"][-1]["content"].removeprefix(CONTINUE_INSTRUCTION)
        for item in known:
            if text == item.prefix:
                return " " + item.truth + " and then some more"
            if text == item.canary_prefix:
                return item.canary_rest
        return "OK"

    return answer


def probe(answer: Any, known: list[ProbeItem]) -> list[dict[str, Any]]:
    with ScriptedOpenAI(answer=answer) as server:

        async def go() -> list[dict[str, Any]]:
            async with OpenAIClient(Endpoint(server.base_url, "test-model")) as api:
                return await run_probe(api, known, concurrency=2)

        return asyncio.run(go())


def test_a_memorizing_model_is_caught_and_an_innocent_one_is_not() -> None:
    known = items()
    assert len(known) == len(FOLDERS)
    assert all(len(i.canary_rest) == 24 and i.truth.count(" ") == 29 for i in known)
    caught = summary(probe(memorizer(known), known))
    assert caught["exact"]["hits"] == caught["canary"]["hits"] == len(known)
    assert caught["exact"]["ci_low"] > 0.4
    innocent = summary(probe(lambda body: "def solve():\n    pass\n", known))
    assert innocent["exact"]["hits"] == innocent["canary"]["hits"] == 0
    assert innocent["exact"]["ci_low"] == 0.0 and innocent["exact"]["ci_high"] < 0.6


def test_near_exact_tolerates_a_few_changed_words() -> None:
    truth = " ".join(f"w{i}" for i in range(30))
    assert similarity(truth, truth) == 1.0
    almost = truth.replace("w3 ", "x3 ").replace("w20 ", "x20 ")
    assert 0.9 <= similarity(almost, truth) < 1.0
    assert similarity("something else entirely", truth) < 0.2


def test_probe_command(tmp_path: Path) -> None:
    known = items()
    with ScriptedOpenAI(answer=memorizer(known)) as server:
        proc = rockman(tmp_path / "home", "probe", "--model", "test-model", "--base-url",
                       server.base_url, "--suite", "starter", "--out", str(tmp_path / "p"),
                       "--json")  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["suite"] == "starter" and result["n_problems"] >= len(FOLDERS)
    # the four memorized problems are among those probed; the others are not memorized
    assert result["exact"]["hits"] == result["canary"]["hits"] == len(FOLDERS)
    records = [json.loads(x) for x in (tmp_path / "p" / "probe.jsonl").read_text().splitlines()]
    assert len(records) == result["n_problems"]
    assert "memorization probe over" in proc.stderr and "canary" in proc.stderr
