"""`rockman-client submit RUN_DIR` and `rockman-client leaderboard`.

submit sends a run folder (manifest.json, report.json, results.jsonl) to the scorer's
leaderboard, after checking here that the files are all there, that results.jsonl is the file
the manifest recorded, and that it has a result for every sample of samples.jsonl, of that
sample's code (a partial folder is refused, naming the first missing result). The scorer checks
again before it stores anything (every record's signature by an executor key it trusts, the
suite version, the report's figures), and refuses a run it holds already. leaderboard prints
the ranked entries as text, JSON, Markdown or HTML.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman.client import leaderboard_view, outputs, verify_run
from rockman.client.connect import add_service_flags, connected
from rockman.errors import FailedPrecondition, InvalidArgument, NotFound
from rockman.v1 import leaderboard_pb2

MANIFEST = "manifest.json"
REPORT = "report.json"
RESULTS = "results.jsonl"
CHUNK_BYTES = 1 << 20


@dataclass(frozen=True)
class RunFolder:
    path: Path
    manifest_json: str
    report_json: str
    results_sha256: str

    @property
    def results(self) -> Path:
        return self.path / RESULTS

    def results_chunks(self) -> Iterator[bytes]:
        with self.results.open("rb") as f:
            yield from iter(lambda: f.read(CHUNK_BYTES), b"")


def _json_object(path: Path) -> tuple[str, dict[str, Any]]:
    try:
        text = path.read_text(encoding="utf-8")
        value = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidArgument(f"{path} is corrupt: {exc}") from None
    if not isinstance(value, dict):
        raise InvalidArgument(f"{path} is corrupt: not a JSON object")
    return text, value


def read_run_folder(path: Path) -> RunFolder:
    """The run folder's files, checked: all present, JSON where JSON is due, and results.jsonl
    hashing to the SHA256 manifest.json recorded when the run wrote it."""
    if not path.is_dir():
        raise NotFound(f"run folder {path} does not exist")
    missing = [name for name in (MANIFEST, REPORT, RESULTS) if not (path / name).is_file()]
    if missing:
        raise InvalidArgument(
            f"{path} is not a complete run folder: {', '.join(missing)} missing "
            "(`rockman-client run --out DIR` writes all of them)"
        )
    manifest_json, manifest = _json_object(path / MANIFEST)
    report_json, _ = _json_object(path / REPORT)
    files = manifest.get("files")
    recorded = files.get("results", {}).get("sha256") if isinstance(files, dict) else None
    if not isinstance(recorded, str) or not recorded:
        raise InvalidArgument(f"{path / MANIFEST} records no SHA256 of {RESULTS}")
    digest = outputs.sha256_file(path / RESULTS)
    if digest != recorded:
        raise InvalidArgument(
            f"{path / RESULTS} has SHA256 {digest[:16]}… but {path / MANIFEST} records "
            f"{recorded[:16]}…: the run folder changed after the run; run it again"
        )
    return RunFolder(path, manifest_json, report_json, digest)


def settings(ns: argparse.Namespace, manifest_json: str = "{}") -> leaderboard_pb2.RunSettings:
    """The run's settings: the flags, else what a generated run's manifest recorded (its
    temperature and max_tokens, the leaderboard's Temp and Tokens columns)."""
    s = leaderboard_pb2.RunSettings(model_version=ns.model_version or "", model=ns.model or "")
    generation = json.loads(manifest_json).get("generation") or {}
    params = generation.get("params") or {}
    temperature = ns.temperature if ns.temperature is not None else params.get("temperature")
    max_tokens = ns.max_tokens if ns.max_tokens is not None else params.get("max_tokens")
    if temperature is not None:
        s.temperature = float(temperature)
    if max_tokens is not None:
        s.max_tokens = int(max_tokens)
    if not s.model and generation.get("endpoint", {}).get("model"):
        s.model = str(generation["endpoint"]["model"])
    if ns.attempts is not None:
        s.attempts = ns.attempts
    return s


def check_samples(folder: Path) -> None:
    """Refuse a partial folder, or results of other code than samples.jsonl's, naming the
    first such sample."""
    bad = verify_run.sample_problems(folder)
    if not bad:
        return
    first = bad[0]
    more = f" ({len(bad)} such samples in all)" if len(bad) > 1 else ""
    if first.line == 0:
        raise FailedPrecondition(
            f"{folder} is a partial run: {first.text()}{more}; finish the run (the same "
            "`rockman-client run` command again with the same --out) before submitting it"
        )
    raise InvalidArgument(f"{folder}: {first.text()}{more}")


def cmd_submit(ns: argparse.Namespace) -> int:
    run = read_run_folder(ns.run_dir)
    check_samples(run.path)
    with connected(ns) as client:
        try:
            entry = client.submit_run(
                run.manifest_json,
                run.report_json,
                settings(ns, run.manifest_json),
                run.results_chunks(),
            )
        except (InvalidArgument, FailedPrecondition) as exc:
            # The scorer's checks (signatures, versions, figures): nothing was stored.
            raise type(exc)(f"the leaderboard refused {run.path}, nothing stored: {exc}") from None
    record = leaderboard_view.entry_record(entry)
    sys.stderr.write(
        f"added entry #{entry.id} to the {entry.suite} {entry.version} leaderboard: "
        f"{entry.model} pass@1 {leaderboard_view.score_cell(record['overall'])}\n"
    )
    if ns.json:
        sys.stdout.write(json.dumps(record, indent=2) + "\n")
    return 0


def cmd_leaderboard(ns: argparse.Namespace) -> int:
    with connected(ns) as client:
        response = client.leaderboard_entries(ns.suite or "", ns.version or "")
    board = leaderboard_view.record(response)
    if ns.format == "json":
        text = json.dumps(board, indent=2, ensure_ascii=False) + "\n"
    else:
        render = {
            "text": leaderboard_view.text,
            "md": leaderboard_view.markdown,
            "html": leaderboard_view.html,
        }[ns.format]
        text = render(board)
    if ns.out:
        outputs.write_text_atomic(ns.out, text)
        sys.stderr.write(f"wrote {ns.out}\n")
    else:
        sys.stdout.write(text)
    return 0


def _temperature(text: str) -> float:
    value = float(text)
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a finite number >= 0, got {text}")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {text}")
    return value


def add_parsers(sub: Any) -> None:
    submit = sub.add_parser("submit", help="add a run folder to the scorer's leaderboard")
    submit.add_argument("run_dir", type=Path, metavar="RUN_DIR", help="a `run --out` folder")
    submit.add_argument("--temperature", type=_temperature, help="sampling temperature")
    submit.add_argument("--max-tokens", type=_positive, help="generation token limit")
    submit.add_argument("--attempts", type=_positive, help="attempts allowed per problem")
    submit.add_argument("--model-version", default="", help="the model's version or checkpoint")
    submit.add_argument("--model", default="", help="model name (default: the run's --model)")
    submit.add_argument("--json", action="store_true", help="print the entry as JSON")
    add_service_flags(submit)
    submit.set_defaults(func=cmd_submit)

    board = sub.add_parser("leaderboard", help="the leaderboard, one table per suite version")
    board.add_argument("--suite", default="", help="only this suite")
    board.add_argument("--version", default="", help="only this suite version")
    fmt = board.add_mutually_exclusive_group()
    fmt.set_defaults(format="text")
    for flag, name in (("--json", "json"), ("--md", "md"), ("--html", "html")):
        fmt.add_argument(flag, dest="format", action="store_const", const=name)
    board.add_argument("--out", type=Path, help="write to this file instead of stdout")
    add_service_flags(board)
    board.set_defaults(func=cmd_leaderboard)
