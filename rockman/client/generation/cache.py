"""Generations cached in SQLite, so a rerun of the same run does not pay for them twice.

The key is the hash of everything that determines a sample: the model, the API style, the
prompt as sent (after the template), the system prompt, the sampling parameters and the sample
index. The endpoint's URL and key are not part of it: the same model behind another address
gives the same cached samples. Entries are written once and never changed.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rockman.client.generation.openai_api import Completion, SamplingParams
from rockman.sqlite_db import sqlite_utils

TABLE = "generations"


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_key(
    model: str, chat: bool, prompt: str, system_prompt: str, params: SamplingParams, index: int
) -> str:
    """The cache key of sample `index` of `prompt` (a sha256 of canonical JSON)."""
    material = {
        "model": model,
        "api": "chat" if chat else "completions",
        "prompt_sha256": text_hash(prompt),
        "system_sha256": text_hash(system_prompt),
        "params": params.as_dict(),
        "index": index,
    }
    return text_hash(json.dumps(material, sort_keys=True, separators=(",", ":")))


class GenerationCache:
    """A SQLite file of completions by cache key; safe to share between a run's tasks."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite_utils.Database(sqlite3.connect(str(path), check_same_thread=False))
        self._db.execute("PRAGMA journal_mode=WAL")
        if TABLE not in self._db.table_names():
            self._db[TABLE].create(  # type: ignore[union-attr]
                {"key": str, "model": str, "completion": str, "created": str}, pk="key"
            )

    def get(self, key: str) -> Completion | None:
        rows = list(self._db.query(f"SELECT completion FROM {TABLE} WHERE key = ?", [key]))
        if not rows:
            return None
        return Completion(**json.loads(rows[0]["completion"]))

    def put(self, key: str, model: str, completion: Completion) -> None:
        record: dict[str, Any] = {
            "key": key,
            "model": model,
            "completion": json.dumps(asdict(completion), sort_keys=True),
            "created": datetime.now(UTC).isoformat(),
        }
        with self._db.conn:
            self._db[TABLE].insert(record, ignore=True)  # type: ignore[union-attr]

    def __len__(self) -> int:
        return int(self._db[TABLE].count)

    def close(self) -> None:
        self._db.conn.close()
