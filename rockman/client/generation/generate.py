"""Many completions at once: a bounded number of requests in flight, each answered from the
cache when it can be, each handed to the caller the moment it is done (so a run can append it
to its samples file and a killed run loses nothing it has paid for).
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rockman import logs
from rockman.client.generation.cache import GenerationCache, cache_key
from rockman.client.generation.openai_api import (
    Completion,
    EndpointError,
    EndpointUnavailable,
    OpenAIClient,
    SamplingParams,
)


@dataclass(frozen=True)
class GenerationTask:
    """Sample `index` of one problem in one language, with the prompt exactly as sent."""

    task_id: str
    language: str
    prompt: str
    index: int


@dataclass(frozen=True)
class Generated:
    task: GenerationTask
    completion: Completion
    cached: bool


OnGenerated = Callable[[Generated], None]


async def preflight(client: OpenAIClient) -> None:
    """One one-token request, so a wrong URL, key or model name fails before any work: raises
    EndpointError (or EndpointUnavailable when nothing answers after two attempts)."""
    endpoint = dataclasses.replace(client.endpoint, max_retries=1, backoff_max_s=1.0)
    probe = OpenAIClient(endpoint, http=client.http, sleep=client.sleep, rng=client.rng)
    await probe.complete("Say OK.", SamplingParams(max_tokens=1))


async def generate(
    tasks: Sequence[GenerationTask],
    client: OpenAIClient,
    params: SamplingParams,
    *,
    system_prompt: str = "",
    cache: GenerationCache | None = None,
    concurrency: int = 8,
    on_generated: OnGenerated | None = None,
) -> list[Generated]:
    """Every task's completion, in task order. The first EndpointError (a refusal, or an
    endpoint that stays unavailable) cancels what is still in flight and is raised; what was
    done before it has already gone to `on_generated`."""
    if concurrency < 1:
        raise ValueError("concurrency must be at least 1")
    gate = asyncio.Semaphore(concurrency)
    model, chat = client.endpoint.model, client.endpoint.chat

    async def one(task: GenerationTask) -> Generated:
        key = cache_key(model, chat, task.prompt, system_prompt, params, task.index)
        cached = cache.get(key) if cache is not None else None
        if cached is not None:
            done = Generated(task, cached, True)
        else:
            async with gate:
                completion = await client.complete(task.prompt, params, system_prompt, task.index)
            if cache is not None:
                cache.put(key, model, completion)
            done = Generated(task, completion, False)
            logs.get("generation").info("generated", task_id=task.task_id, language=task.language,
                     sample_index=task.index, attempts=completion.attempts,
                     completion_tokens=completion.completion_tokens)  # fmt: skip
        if on_generated is not None:
            on_generated(done)
        return done

    try:
        async with asyncio.TaskGroup() as group:
            futures = [group.create_task(one(task)) for task in tasks]
    except* EndpointError as errors:
        raise _first(errors.exceptions) from None
    return [future.result() for future in futures]


def _first(errors: Sequence[BaseException]) -> EndpointError:
    """A refusal before unavailability: it is the one the user must act on."""
    found = [e for e in errors if isinstance(e, EndpointError)]
    refusals = [e for e in found if not isinstance(e, EndpointUnavailable)]
    return (refusals or found)[0]
