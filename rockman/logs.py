"""Structured JSON logging (structlog) shared by the services and the client.

Every line is one JSON object with a timestamp, level, event and whatever context is bound
(service, request_id, task_id, sample_id). Logs go to stderr or to a file; never to stdout,
which belongs to the client's --json output.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any, TextIO

import structlog

_configured_stream: TextIO | None = None


def configure(level: str = "info", path: Path | None = None) -> None:
    """Configure structlog once per process: JSON lines to `path` (or stderr) at `level`."""
    global _configured_stream
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        stream: TextIO = path.open("a", encoding="utf-8", buffering=1)
    else:
        stream = sys.stderr
    if _configured_stream not in (None, sys.stderr) and _configured_stream is not stream:
        _configured_stream.close()
    _configured_stream = stream
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(sort_keys=True),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        logger_factory=structlog.WriteLoggerFactory(file=stream),
        cache_logger_on_first_use=False,
    )


def get(name: str, **context: Any) -> Any:
    """A logger bound to a component name and extra context."""
    return structlog.get_logger().bind(component=name, **context)
