"""The generation flags of `rockman-client run` and their translation into GenerationOptions."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from rockman.client.generation.openai_api import Endpoint, SamplingParams
from rockman.client.generation.sampling import GenerationOptions
from rockman.errors import InvalidArgument
from rockman.service_flags import rockman_home

CACHE_FILE = "generation_cache.sqlite"


def add_endpoint_flags(g: Any, required: bool = False) -> None:
    """Where the model is: shared by `run` and `probe`."""
    g.add_argument("--base-url", required=required,
                   help="the endpoint, e.g. http://127.0.0.1:8000/v1")  # fmt: skip
    g.add_argument("--api-key-env", metavar="VAR", help="environment variable with the API key")
    style = g.add_mutually_exclusive_group()
    style.add_argument("--chat", dest="chat", action="store_true", default=True,
                       help="POST /chat/completions (default)")  # fmt: skip
    style.add_argument("--completions", dest="chat", action="store_false",
                       help="POST /completions: the model continues the prompt")  # fmt: skip
    g.add_argument("--concurrency", type=int, default=8, help="requests in flight")
    g.add_argument("--limit", type=int, default=0, help="only the first N problems by task id")
    g.add_argument("--request-timeout", type=float, default=120.0, help="seconds per request")
    g.add_argument("--max-retries", type=int, default=6)


def add_flags(run: argparse.ArgumentParser) -> None:
    g = run.add_argument_group("generation (instead of --samples): an OpenAI-compatible endpoint")
    add_endpoint_flags(g)
    g.add_argument("--n", type=int, default=1, help="samples per problem and language")
    g.add_argument("--temperature", type=float, default=0.0)
    g.add_argument("--top-p", type=float, default=1.0)
    g.add_argument("--max-tokens", type=int, default=1024)
    g.add_argument("--stop", action="append", default=[], help="stop sequence (repeatable)")
    g.add_argument("--seed", type=int, help="sample i is requested with seed + i")
    g.add_argument("--language", action="append", help="languages to generate in (default python)")
    g.add_argument("--task", action="append", help="only these task ids (repeatable)")
    g.add_argument("--prompt-template", type=Path, help="a jinja2 template (docs/generation.md)")
    g.add_argument("--system-prompt", help="the chat system prompt ('' for none)")
    g.add_argument("--no-cache", action="store_true", help="do not read or write the cache")


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise InvalidArgument(message)


def endpoint(ns: argparse.Namespace) -> Endpoint:
    """The Endpoint of the flags; InvalidArgument names the flag to fix."""
    _check(bool(ns.model), "--base-url needs --model: the model name the endpoint serves")
    _check(ns.base_url.startswith(("http://", "https://")), "--base-url must be an http(s) URL")
    _check(ns.concurrency >= 1, "--concurrency must be at least 1")
    _check(ns.request_timeout > 0, "--request-timeout must be positive")
    _check(ns.max_retries >= 0, "--max-retries must be 0 or more")
    _check(ns.limit >= 0, "--limit must be 0 or more")
    api_key = ""
    if ns.api_key_env:
        value = os.environ.get(ns.api_key_env)
        _check(value is not None, f"--api-key-env: {ns.api_key_env} is not set in the environment")
        api_key = value or ""
    return Endpoint(
        base_url=ns.base_url, model=ns.model, api_key=api_key, chat=ns.chat,
        timeout_s=ns.request_timeout, max_retries=ns.max_retries,
    )  # fmt: skip


def options(ns: argparse.Namespace) -> GenerationOptions:
    """GenerationOptions from the flags; InvalidArgument names the flag to fix."""
    found = endpoint(ns)
    _check(ns.n >= 1, "--n must be at least 1")
    _check(ns.temperature >= 0, "--temperature must be 0 or more")
    _check(0 < ns.top_p <= 1, "--top-p must be in (0, 1]")
    _check(ns.max_tokens >= 1, "--max-tokens must be at least 1")
    params = SamplingParams(
        temperature=ns.temperature, top_p=ns.top_p, max_tokens=ns.max_tokens,
        stop=tuple(ns.stop), seed=ns.seed,
    )  # fmt: skip
    home: Path = getattr(ns, "home", None) or rockman_home()
    return GenerationOptions(
        endpoint=found,
        params=params,
        n=ns.n,
        concurrency=ns.concurrency,
        languages=tuple(ns.language or ("python",)),
        tasks=tuple(ns.task or ()),
        limit=ns.limit,
        template_path=ns.prompt_template,
        system_prompt=ns.system_prompt,
        cache_path=None if ns.no_cache else home / CACHE_FILE,
    )
