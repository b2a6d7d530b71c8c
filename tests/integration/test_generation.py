"""Generation against a real HTTP server on loopback speaking the OpenAI API (tests/openai_server):
good answers, 429 with Retry-After, 5xx, slow responses, dropped connections, malformed JSON,
refusals; the concurrency bound and the cache."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from rockman.client.generation.cache import GenerationCache
from rockman.client.generation.generate import GenerationTask, generate, preflight
from rockman.client.generation.openai_api import (
    Endpoint,
    EndpointError,
    EndpointUnavailable,
    OpenAIClient,
    SamplingParams,
)
from tests.openai_server import Behaviour, ScriptedOpenAI

PARAMS = SamplingParams(temperature=0.8, top_p=0.95, max_tokens=64, stop=("\nclass",), seed=7)


class Sleeps:
    """Records the backoff delays instead of waiting them out."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def client_for(server: ScriptedOpenAI, sleeps: Sleeps | None = None, **kw: Any) -> OpenAIClient:
    endpoint = Endpoint(server.base_url, "test-model", **kw)
    return OpenAIClient(endpoint, sleep=sleeps or Sleeps())


def complete(client: OpenAIClient, prompt: str = "def f():", index: int = 0) -> Any:
    async def go() -> Any:
        async with client:
            return await client.complete(prompt, PARAMS, "You write Python.", index)

    return asyncio.run(go())


def test_chat_request_body_and_usage() -> None:
    with ScriptedOpenAI(api_key="sk-test") as server:
        result = complete(client_for(server, api_key="sk-test"), index=3)
    body = server.requests[0]
    assert body["messages"] == [
        {"role": "system", "content": "You write Python."},
        {"role": "user", "content": "def f():"},
    ]
    assert (body["temperature"], body["top_p"], body["max_tokens"]) == (0.8, 0.95, 64)
    assert body["stop"] == ["\nclass"] and body["n"] == 1
    assert body["seed"] == 7 + 3  # seed + sample index: each sample reproducible on its own
    assert result.text.startswith("```python") and result.finish_reason == "stop"
    assert result.completion_tokens > 0 and result.prompt_tokens > 0 and result.attempts == 1


def test_completions_api_sends_a_prompt() -> None:
    with ScriptedOpenAI(script=[("ok", "    return 2\n")]) as server:
        result = complete(client_for(server, chat=False))
    assert server.requests[0]["prompt"] == "You write Python.\n\ndef f():"
    assert "messages" not in server.requests[0]
    assert result.text == "    return 2\n"


def test_retry_after_is_honoured_on_429_and_503() -> None:
    script: list[Behaviour] = [
        ("status", 429, {"Retry-After": "7"}, '{"error": {"message": "Rate limit reached"}}'),
        ("status", 503, {"Retry-After": "2"}, "overloaded"),
        ("ok", "fine"),
    ]
    sleeps = Sleeps()
    with ScriptedOpenAI(script=script) as server:
        result = complete(client_for(server, sleeps))
    assert result.text == "fine" and result.attempts == 3
    assert sleeps.delays == [7.0, 2.0]
    assert len(server.requests) == 3


def test_5xx_timeouts_drops_and_malformed_bodies_back_off_and_retry() -> None:
    script: list[Behaviour] = [
        ("status", 500, {}, '{"error": "internal"}'),
        ("slow", 1.0),  # beyond the client's 0.3 s timeout
        ("drop",),
        ("malformed",),
        ("status", 502, {}, "<html>bad gateway</html>"),
        ("ok", "at last"),
    ]
    sleeps = Sleeps()
    with ScriptedOpenAI(script=script) as server:
        client = client_for(server, sleeps, timeout_s=0.3, backoff_base_s=0.5, backoff_max_s=4.0)
        result = complete(client)
    assert result.text == "at last" and result.attempts == 6
    caps = [min(4.0, 0.5 * 2**attempt) for attempt in range(5)]
    assert len(sleeps.delays) == 5
    assert all(0 <= delay <= cap for delay, cap in zip(sleeps.delays, caps, strict=True))


def test_retries_are_bounded() -> None:
    script: list[Behaviour] = [("status", 500, {}, "down")] * 10
    sleeps = Sleeps()
    unavailable = pytest.raises(EndpointUnavailable, match=r"after 3 attempts; last: HTTP 500")
    with ScriptedOpenAI(script=script) as server, unavailable:
        complete(client_for(server, sleeps, max_retries=2))
    assert len(server.requests) == 3 and len(sleeps.delays) == 2


@pytest.mark.parametrize(
    ("kw", "status", "fragment"),
    [
        ({"api_key": "wrong"}, 401, "Incorrect API key provided. (check the API key"),
        ({"model": "no-such-model"}, 404, "The model `no-such-model` does not exist"),
    ],
)
def test_refusals_fail_at_once(kw: dict[str, str], status: int, fragment: str) -> None:
    with ScriptedOpenAI(api_key="sk-right") as server:
        endpoint = Endpoint(server.base_url, kw.get("model", "test-model"),
                            api_key=kw.get("api_key", "sk-right"))  # fmt: skip
        sleeps = Sleeps()
        with pytest.raises(EndpointError) as caught:
            complete(OpenAIClient(endpoint, sleep=sleeps))
    assert caught.value.status == status and fragment in str(caught.value)
    assert len(server.requests) == 1 and sleeps.delays == []


def test_400_is_a_refusal_with_the_servers_message() -> None:
    script: list[Behaviour] = [
        ("status", 400, {}, '{"error": {"message": "max_tokens is too large"}}')
    ]
    refused = pytest.raises(EndpointError, match="HTTP 400: max_tokens is too large")
    with ScriptedOpenAI(script=script) as server, refused:
        complete(client_for(server))


def test_preflight_names_an_unreachable_endpoint() -> None:
    with ScriptedOpenAI() as server:
        url = server.base_url  # the port is closed once the server stops
    client = OpenAIClient(Endpoint(url, "test-model", timeout_s=2.0), sleep=Sleeps())

    async def go() -> None:
        async with client:
            await preflight(client)

    with pytest.raises(EndpointUnavailable, match="connection failed"):
        asyncio.run(go())


def tasks(n: int) -> list[GenerationTask]:
    return [GenerationTask(f"T/{i // 2}", "python", f"prompt {i // 2}", i % 2) for i in range(n)]


def test_concurrency_is_bounded_and_results_keep_task_order() -> None:
    seen: list[str] = []
    with ScriptedOpenAI(script=[("slow", 0.2)] * 12) as server:
        client = client_for(server)

        async def go() -> Any:
            async with client:
                return await generate(
                    tasks(12), client, PARAMS, concurrency=3,
                    on_generated=lambda g: seen.append(f"{g.task.task_id}#{g.task.index}"),
                )  # fmt: skip

        results = asyncio.run(go())
    assert 2 <= server.max_in_flight <= 3
    assert [(r.task.task_id, r.task.index) for r in results] == [
        (t.task_id, t.index) for t in tasks(12)
    ]
    assert sorted(seen) == sorted(f"{t.task_id}#{t.index}" for t in tasks(12))


def test_the_cache_answers_a_rerun_without_requests(tmp_path: Path) -> None:
    def answer(body: dict[str, Any]) -> str:
        return f"answer to {body['messages'][-1]['content']} seed {body['seed']}"

    cache = GenerationCache(tmp_path / "cache.sqlite")
    with ScriptedOpenAI(answer=answer) as server:

        async def go(params: SamplingParams) -> Any:
            client = client_for(server)
            async with client:
                return await generate(tasks(6), client, params, cache=cache, concurrency=2)

        first = asyncio.run(go(PARAMS))
        assert len(server.requests) == 6 and len(cache) == 6
        again = asyncio.run(go(PARAMS))
        assert len(server.requests) == 6  # nothing paid twice
        assert [g.completion.text for g in again] == [g.completion.text for g in first]
        assert all(g.cached for g in again) and not any(g.cached for g in first)
        # other parameters are other samples
        asyncio.run(go(SamplingParams(temperature=0.2, seed=7)))
        assert len(server.requests) == 12
    cache.close()
    reopened = GenerationCache(tmp_path / "cache.sqlite")
    assert len(reopened) == 12
    reopened.close()


def test_a_refusal_mid_run_stops_the_run_and_keeps_what_was_done() -> None:
    done: list[str] = []
    script: list[Behaviour] = [
        ("ok", "a"),
        ("ok", "b"),
        ("status", 401, {}, '{"error": "key revoked"}'),
    ]
    script += [("slow", 0.5)] * 10
    with ScriptedOpenAI(script=script) as server:
        client = client_for(server)

        async def go() -> Any:
            async with client:
                return await generate(
                    tasks(10),
                    client,
                    PARAMS,
                    concurrency=1,
                    on_generated=lambda g: done.append(g.completion.text),
                )

        with pytest.raises(EndpointError, match="HTTP 401: key revoked"):
            asyncio.run(go())
    assert done == ["a", "b"] and len(server.requests) == 3
