"""The generation step of a run: problems -> prompts -> completions -> samples.jsonl.

Each sample is appended to the run folder's samples.jsonl (and flushed) the moment it arrives,
with the raw text, the extracted code, the extraction rule, the token usage and its generation
key. Started again with the same folder, the step keeps every complete line whose key is still
wanted (a line cut short by a kill is dropped) and generates only the rest, so a killed run
loses nothing it paid for and never holds a sample twice. Before any work, one tiny request
checks the endpoint, so a wrong URL, key or model name is one clear error.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rockman import enums, logs
from rockman.client import outputs
from rockman.client.api import Client
from rockman.client.generation.cache import GenerationCache, cache_key
from rockman.client.generation.extract import SOLUTION, extract
from rockman.client.generation.generate import Generated, GenerationTask, generate, preflight
from rockman.client.generation.openai_api import Endpoint, OpenAIClient, SamplingParams
from rockman.client.generation.prompts import DEFAULT_SYSTEM_PROMPT, load_template
from rockman.client.run import SAMPLES
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb


@dataclass
class GenerationOptions:
    endpoint: Endpoint
    params: SamplingParams
    n: int = 1
    concurrency: int = 8
    languages: tuple[str, ...] = ("python",)
    tasks: tuple[str, ...] = ()
    limit: int = 0
    template_path: Path | None = None
    system_prompt: str | None = None  # None: the default for chat, none for completions
    cache_path: Path | None = None


@dataclass
class GenerationSummary:
    """What the step did, for the manifest and the report."""

    wanted: int = 0
    reused: int = 0
    generated: int = 0
    cached: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    without_usage: int = 0
    manifest: dict[str, Any] = field(default_factory=dict)


OnSample = Callable[[dict[str, Any], int, int], None]


def _problems(
    client: Client, suite: str, version: str, options: GenerationOptions
) -> tuple[list[pb.Problem], str]:
    problems: list[pb.Problem] = []
    for name in options.languages:
        listed, version, _ = client.problems(suite, version, enums.language(name))
        problems.extend(listed)
    if options.tasks:
        known = {p.task_id for p in problems}
        missing = sorted(set(options.tasks) - known)
        if missing:
            raise NotFound(f"{', '.join(missing)}: not in suite {suite} {version}")
        problems = [p for p in problems if p.task_id in options.tasks]
    if options.limit:
        keep = sorted({p.task_id for p in problems})[: options.limit]
        problems = [p for p in problems if p.task_id in keep]
    if not problems:
        raise NotFound(f"suite {suite} {version} has no problems in {', '.join(options.languages)}")
    return problems, version


def _kept(path: Path, wanted: dict[tuple[str, str, str], str]) -> list[dict[str, Any]]:
    """Complete earlier lines whose generation key is still wanted."""
    return outputs.keep_lines(
        path, lambda key, record: wanted.get(key) == record.get("generation_key")
    )


def sample_record(problem: pb.Problem, done: Generated, key: str) -> dict[str, Any]:
    """The samples.jsonl line of one generation: readable by read_samples, plus provenance."""
    language = done.task.language
    found = extract(done.completion.text, problem.prompt, language, problem.entry_point)
    return {
        "task_id": problem.task_id,
        "language": language,
        "sample_id": str(done.task.index),
        "solution" if found.kind == SOLUTION else "completion": found.code,
        "extraction": found.rule,
        "raw": done.completion.text,
        "finish_reason": done.completion.finish_reason,
        "usage": {
            "prompt_tokens": done.completion.prompt_tokens,
            "completion_tokens": done.completion.completion_tokens,
        },
        "usage_reported": done.completion.usage_reported,
        "attempts": done.completion.attempts,
        "cached": done.cached,
        "generation_key": key,
    }


def generate_samples(
    client: Client,
    suite: str,
    version: str,
    out: Path,
    options: GenerationOptions,
    on_sample: OnSample | None = None,
) -> GenerationSummary:
    """Fill out/samples.jsonl with n samples per problem and language; see the module doc."""
    if options.n < 1:
        raise InvalidArgument("--n must be at least 1")
    endpoint = options.endpoint
    template = load_template(options.template_path, endpoint.chat)
    system_prompt = options.system_prompt
    if system_prompt is None:
        system_prompt = DEFAULT_SYSTEM_PROMPT if endpoint.chat else ""
    problems, version = _problems(client, suite, version, options)
    log = logs.get("client", suite=suite, model=endpoint.model)

    by_task: dict[tuple[str, str], pb.Problem] = {}
    tasks: list[GenerationTask] = []
    keys: dict[tuple[str, str, str], str] = {}
    for problem in problems:
        language = enums.name_of(enums.LANGUAGES, problem.language)
        by_task[(problem.task_id, language)] = problem
        prompt = template.render(problem)
        for index in range(options.n):
            task = GenerationTask(problem.task_id, language, prompt, index)
            key = cache_key(
                endpoint.model, endpoint.chat, prompt, system_prompt, options.params, index
            )
            keys[(task.task_id, language, str(index))] = key
            tasks.append(task)

    out.mkdir(parents=True, exist_ok=True)
    path = out / SAMPLES
    kept = _kept(path, keys)
    have = {(r["task_id"], r["language"], r["sample_id"]) for r in kept}
    todo = [t for t in tasks if (t.task_id, t.language, str(t.index)) not in have]
    summary = GenerationSummary(wanted=len(tasks), reused=len(kept))
    for record in kept:
        _count(summary, record)
    log.info("generation_start", version=version, wanted=len(tasks), reused=len(kept),
             to_generate=len(todo))  # fmt: skip

    cache = GenerationCache(options.cache_path) if options.cache_path else None
    try:
        if todo:
            asyncio.run(_run(todo, options, system_prompt, cache, path, by_task, keys, summary,
                             on_sample))  # fmt: skip
    finally:
        if cache is not None:
            cache.close()
    summary.manifest = {
        "endpoint": {"base_url": endpoint.base_url, "model": endpoint.model,
                     "api": "chat" if endpoint.chat else "completions",
                     "timeout_s": endpoint.timeout_s, "max_retries": endpoint.max_retries},
        "params": options.params.as_dict(),
        "n": options.n,
        "concurrency": options.concurrency,
        "languages": list(options.languages),
        "prompt_template": {"source": template.source, "sha256": template.sha256},
        "system_prompt": system_prompt,
        "samples": {"wanted": summary.wanted, "reused": summary.reused,
                    "generated": summary.generated, "from_cache": summary.cached},
        "usage": {"prompt_tokens": summary.prompt_tokens,
                  "completion_tokens": summary.completion_tokens,
                  "samples_without_usage": summary.without_usage},
    }  # fmt: skip
    log.info("generation_done", **summary.manifest["samples"])
    return summary


def _count(summary: GenerationSummary, record: dict[str, Any]) -> None:
    usage = record.get("usage") or {}
    summary.prompt_tokens += int(usage.get("prompt_tokens") or 0)
    summary.completion_tokens += int(usage.get("completion_tokens") or 0)
    if not record.get("usage_reported", True):
        summary.without_usage += 1


def _todo_keys(todo: list[GenerationTask], keys: dict[tuple[str, str, str], str]) -> list[str]:
    return [keys[(t.task_id, t.language, str(t.index))] for t in todo]


async def _run(
    todo: list[GenerationTask],
    options: GenerationOptions,
    system_prompt: str,
    cache: GenerationCache | None,
    path: Path,
    by_task: dict[tuple[str, str], pb.Problem],
    keys: dict[tuple[str, str, str], str],
    summary: GenerationSummary,
    on_sample: OnSample | None,
) -> None:
    async with OpenAIClient(options.endpoint) as api:
        uncached = cache is None or any(cache.get(k) is None for k in _todo_keys(todo, keys))
        if uncached:
            await preflight(api)
        with path.open("a", encoding="utf-8") as sink:

            def append(done: Generated) -> None:
                task = done.task
                key = keys[(task.task_id, task.language, str(task.index))]
                record = sample_record(by_task[(task.task_id, task.language)], done, key)
                sink.write(json.dumps(record) + "\n")
                sink.flush()
                summary.generated += 1
                summary.cached += int(done.cached)
                _count(summary, record)
                if on_sample is not None:
                    on_sample(record, summary.reused + summary.generated, summary.wanted)

            await generate(todo, api, options.params, system_prompt=system_prompt, cache=cache,
                           concurrency=options.concurrency, on_generated=append)  # fmt: skip
