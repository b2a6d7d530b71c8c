"""One completion from an OpenAI-compatible endpoint (vLLM, TGI, llama.cpp server, hosted APIs).

A request asks for exactly one completion (n = 1): each sample index is its own request, with
seed + index as its seed when a seed is given, so every sample is cached, retried and resumed on
its own, and a server that ignores `n` (several do) gives the same samples as one that honours it.

Retries: HTTP 408, 409, 425, 429 and 5xx, timeouts, dropped connections and a body that is not
the API's JSON are retried with exponential backoff and full jitter (a delay drawn from
[0, min(cap, base * 2^attempt)]), or after the server's Retry-After (seconds or an HTTP date)
when it sends one. Every other 4xx is the caller's mistake (a wrong key, an unknown model, a
parameter the server rejects) and fails at once with the server's own message.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from rockman import logs
from rockman.errors import FailedPrecondition, Unavailable

RETRY_STATUSES = frozenset({408, 409, 425, 429})
MAX_RETRY_AFTER_S = 300.0
MAX_ERROR_TEXT = 300


class EndpointError(FailedPrecondition):
    """The endpoint refused the request for a reason a retry cannot fix (HTTP 4xx)."""

    def __init__(self, message: str, status: int = 0) -> None:
        super().__init__(message)
        self.status = status


class EndpointUnavailable(EndpointError, Unavailable):
    """Every attempt failed on something retryable (429, 5xx, timeouts, dropped connections)."""


@dataclass(frozen=True)
class Endpoint:
    """Where and how to ask: the base URL (…/v1), the model name and the API style."""

    base_url: str
    model: str
    api_key: str = ""
    chat: bool = True
    timeout_s: float = 120.0
    max_retries: int = 6
    backoff_base_s: float = 1.0
    backoff_max_s: float = 60.0

    @property
    def url(self) -> str:
        path = "/chat/completions" if self.chat else "/completions"
        return self.base_url.rstrip("/") + path


@dataclass(frozen=True)
class SamplingParams:
    """The generation parameters a run records in its manifest and its cache keys."""

    temperature: float = 0.0
    top_p: float = 1.0
    max_tokens: int = 1024
    stop: tuple[str, ...] = ()
    seed: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
            "stop": list(self.stop),
            "seed": self.seed,
        }


@dataclass(frozen=True)
class Completion:
    """The text the model produced, its token usage, and how many attempts it took."""

    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    finish_reason: str = ""
    attempts: int = 1
    usage_reported: bool = True


@dataclass
class _Attempt:
    delay_s: float
    reason: str


Sleep = Callable[[float], Awaitable[None]]


@dataclass
class OpenAIClient:
    """Completions from one endpoint; share one instance across concurrent requests."""

    endpoint: Endpoint
    http: httpx.AsyncClient | None = None
    sleep: Sleep = asyncio.sleep
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        self._own_http = self.http is None
        if self.http is None:
            self.http = httpx.AsyncClient(timeout=httpx.Timeout(self.endpoint.timeout_s))

    async def aclose(self) -> None:
        if self._own_http and self.http is not None:
            await self.http.aclose()

    async def __aenter__(self) -> OpenAIClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def body(
        self, prompt: str, params: SamplingParams, system_prompt: str = "", index: int = 0
    ) -> dict[str, Any]:
        """The request body for sample `index` of `prompt`."""
        body: dict[str, Any] = {
            "model": self.endpoint.model,
            "temperature": params.temperature,
            "top_p": params.top_p,
            "max_tokens": params.max_tokens,
            "n": 1,
        }
        if params.stop:
            body["stop"] = list(params.stop)
        if params.seed is not None:
            body["seed"] = params.seed + index
        if self.endpoint.chat:
            messages = [{"role": "system", "content": system_prompt}] if system_prompt else []
            messages.append({"role": "user", "content": prompt})
            body["messages"] = messages
        else:
            body["prompt"] = (system_prompt + "\n\n" + prompt) if system_prompt else prompt
        return body

    async def complete(
        self, prompt: str, params: SamplingParams, system_prompt: str = "", index: int = 0
    ) -> Completion:
        """One completion; EndpointError at once on a 4xx that a retry cannot fix,
        EndpointUnavailable once the retries are spent."""
        body = self.body(prompt, params, system_prompt, index)
        headers = {"Content-Type": "application/json"}
        if self.endpoint.api_key:
            headers["Authorization"] = f"Bearer {self.endpoint.api_key}"
        last = ""
        for attempt in range(self.endpoint.max_retries + 1):
            outcome = await self._attempt(body, headers, attempt)
            if isinstance(outcome, Completion):
                return outcome
            last = outcome.reason
            if attempt == self.endpoint.max_retries:
                break
            logs.get("generation").warning("endpoint_retry", attempt=attempt + 1, reason=last,
                        delay_s=round(outcome.delay_s, 3), url=self.endpoint.url)  # fmt: skip
            await self.sleep(outcome.delay_s)
        raise EndpointUnavailable(
            f"{self.endpoint.url}: no answer after {self.endpoint.max_retries + 1} attempts; "
            f"last: {last}"
        )

    async def _attempt(
        self, body: dict[str, Any], headers: dict[str, str], attempt: int
    ) -> Completion | _Attempt:
        assert self.http is not None
        try:
            response = await self.http.post(self.endpoint.url, json=body, headers=headers)
        except httpx.TimeoutException:
            return _Attempt(self._backoff(attempt), f"timed out after {self.endpoint.timeout_s} s")
        except httpx.TransportError as exc:
            return _Attempt(self._backoff(attempt), f"connection failed: {exc!r}")
        status = response.status_code
        if status in RETRY_STATUSES or status >= 500:
            delay = _retry_after(response.headers.get("retry-after"))
            reason = f"HTTP {status}: {_error_text(response)}"
            return _Attempt(delay if delay is not None else self._backoff(attempt), reason)
        if status >= 400:
            raise EndpointError(self._refusal(status, _error_text(response)), status)
        try:
            return _completion(response.json(), self.endpoint.chat, attempt + 1)
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            return _Attempt(self._backoff(attempt), f"malformed response body ({exc})")

    def _backoff(self, attempt: int) -> float:
        cap = min(self.endpoint.backoff_max_s, self.endpoint.backoff_base_s * 2**attempt)
        return self.rng.uniform(0, cap)

    def _refusal(self, status: int, text: str) -> str:
        hint = {
            401: "check the API key (--api-key-env)",
            403: "the key may not use this model",
            404: f"check --base-url and the model name {self.endpoint.model!r}",
        }.get(status, "check the request parameters")
        return f"{self.endpoint.url} refused the request: HTTP {status}: {text} ({hint})"


def _retry_after(value: str | None) -> float | None:
    """Retry-After as seconds (delta-seconds or an HTTP date), capped; None when absent."""
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - time.time()
    return min(max(seconds, 0.0), MAX_RETRY_AFTER_S)


def _error_text(response: httpx.Response) -> str:
    """The server's error message ({"error": {"message"}} or {"error": "..."}), else its body."""
    try:
        data = response.json()
    except ValueError:
        return response.text[:MAX_ERROR_TEXT].strip() or response.reason_phrase
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return str(error["message"])[:MAX_ERROR_TEXT]
    if isinstance(error, str):
        return error[:MAX_ERROR_TEXT]
    return json.dumps(data)[:MAX_ERROR_TEXT]


def _completion(data: Any, chat: bool, attempts: int) -> Completion:
    """The first choice's text and the usage; raises on a body that is not the API's shape."""
    choice = data["choices"][0]
    text = choice["message"]["content"] if chat else choice["text"]
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise TypeError("the choice's text is not a string")
    usage = data.get("usage") or {}
    return Completion(
        text=text,
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        finish_reason=str(choice.get("finish_reason") or ""),
        attempts=attempts,
        usage_reported=bool(usage),
    )
