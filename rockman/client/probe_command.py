"""`rockman-client probe --model M --base-url URL`: the contamination probe
(rockman/client/generation/probe.py) over a suite's problems, with a summary and per-problem
records."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from rockman import enums
from rockman.client import outputs
from rockman.client.connect import add_service_flags, connected
from rockman.client.generation import cli as generation_cli
from rockman.client.generation.openai_api import OpenAIClient
from rockman.client.generation.probe import WINDOW_WORDS, probe_items, run_probe, summary
from rockman.errors import NotFound


def _line(name: str, rate: dict[str, Any]) -> str:
    return (
        f"  {name:<11} {rate['hits']:>4} ({rate['rate']:.1%}, "
        f"95% CI {rate['ci_low']:.1%}-{rate['ci_high']:.1%})"
    )


def cmd_probe(ns: argparse.Namespace) -> int:
    endpoint = generation_cli.endpoint(ns)
    with connected(ns, sync=ns.suite) as client:
        problems, version, _ = client.problems(ns.suite, ns.version or "",
                                               enums.language(ns.language))  # fmt: skip
    problems.sort(key=lambda p: p.task_id)
    if ns.limit:
        problems = problems[: ns.limit]
    items = probe_items(problems)
    if not items:
        raise NotFound(f"{ns.suite} {version}: no problem has {2 * WINDOW_WORDS}+ words to probe")

    async def probe() -> list[dict[str, Any]]:
        async with OpenAIClient(endpoint) as api:
            return await run_probe(api, items, ns.concurrency)

    records = asyncio.run(probe())
    result = summary(records)
    result.update({"suite": ns.suite, "version": version, "model": ns.model,
                   "language": ns.language})  # fmt: skip
    if ns.out:
        ns.out.mkdir(parents=True, exist_ok=True)
        outputs.write_text_atomic(ns.out / "probe.jsonl",
                                  "".join(json.dumps(r) + "\n" for r in records))  # fmt: skip
        outputs.write_json_atomic(ns.out / "probe.json", result)
    sys.stderr.write(
        f"{ns.model}: memorization probe over {result['n_problems']} problems of "
        f"{ns.suite} {version} ({ns.language})\n"
    )
    for key in ("exact", "near_exact", "canary"):
        sys.stderr.write(_line(key.replace("_", "-"), result[key]) + "\n")
    if ns.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("probe", help="contamination probe: does the model continue our problems?")
    p.add_argument("--model", required=True)
    p.add_argument("--suite", default="rockman")
    p.add_argument("--version", default="")
    p.add_argument("--language", default="python")
    p.add_argument("--out", type=Path, help="write probe.json and probe.jsonl here")
    p.add_argument("--json", action="store_true")
    generation_cli.add_endpoint_flags(p, required=True)
    add_service_flags(p)
    p.set_defaults(func=cmd_probe)
