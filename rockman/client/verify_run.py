"""`rockman-client verify-run DIR`: check a run folder offline against an executor's public key.

Every record of results.jsonl must carry the executor's signature, by a key given with
--public-key (default: the embedded executor's key of $ROCKMAN_HOME), over its unaltered signed
fields (rockman.signing), and be of the run's suite version (manifest.json's version and
version hash). samples.jsonl must be the code that was judged (each sample's code hash is its
result's) and have a result for every sample. manifest.json's SHA256 of results.jsonl, and
report.json's figures, are checked as the leaderboard checks them. No service is started.

Exit 0 when the folder verifies; 1 naming the first bad record (line, task, sample, what is
wrong) and how many there are.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rockman import signing
from rockman.client import completeness
from rockman.client.samples import Sample, read_samples
from rockman.client.services import home_public_key, signing_key_path
from rockman.errors import FailedPrecondition, InvalidArgument, NotFound, RockmanError
from services.scorer import leaderboard_submission

MANIFEST = "manifest.json"
REPORT = "report.json"
SHOWN = 10
EXIT_BAD = 1


@dataclass(frozen=True)
class BadRecord:
    line: int  # 0: not one line of results.jsonl (a missing result, a folder file)
    task_id: str
    language: str
    sample_id: str
    reason: str

    def text(self) -> str:
        where = f"results.jsonl:{self.line}" if self.line else "results.jsonl"
        what = ""
        if self.task_id:
            what = f" ({self.task_id}, {self.language} sample {self.sample_id!r})"
        return f"{where}{what}: {self.reason}"


@dataclass
class Verification:
    folder: Path
    trusted: signing.TrustedKeys
    key_source: str
    records: int = 0
    bad: list[BadRecord] = field(default_factory=list)
    folder_problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.bad and not self.folder_problems

    def record(self) -> dict[str, Any]:
        return {
            "folder": str(self.folder),
            "ok": self.ok,
            "records": self.records,
            "trusted_key_ids": self.trusted.ids,
            "key_source": self.key_source,
            "bad_records": len(self.bad),
            "bad": [
                {
                    "line": b.line,
                    "task_id": b.task_id,
                    "language": b.language,
                    "sample_id": b.sample_id,
                    "reason": b.reason,
                }
                for b in self.bad
            ],
            "folder_problems": self.folder_problems,
        }


def _json_object(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidArgument(f"{path} is corrupt: {exc}") from None
    if not isinstance(value, dict):
        raise InvalidArgument(f"{path} is corrupt: not a JSON object")
    return value


def _ids(record: Mapping[str, Any]) -> tuple[str, str, str]:
    return (
        str(record.get("task_id", "")),
        str(record.get("language", "")),
        str(record.get("sample_id", "")),
    )


def _read_records(path: Path, check: Verification) -> list[tuple[int, dict[str, Any]]]:
    """The records of results.jsonl by line; lines that are not records are bad records."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise InvalidArgument(f"{path}: not a UTF-8 results.jsonl file") from None
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            record = None
        if not isinstance(record, dict) or not all(
            isinstance(record.get(k), str) for k in ("task_id", "language", "sample_id")
        ):
            check.bad.append(BadRecord(number, "", "", "", "not a results.jsonl record"))
            continue
        records.append((number, record))
    return records


def _check_records(
    records: Sequence[tuple[int, dict[str, Any]]],
    manifest: Mapping[str, Any] | None,
    check: Verification,
) -> None:
    """Signature, key and suite version of every record."""
    version = manifest.get("version") if manifest else None
    version_hash = manifest.get("version_hash") if manifest else None
    seen: dict[tuple[str, str, str], int] = {}
    for number, record in records:
        ids = _ids(record)
        problem = check.trusted.check(record)
        reason = problem.reason if problem else ""
        if not reason and ids in seen:
            reason = f"a second result for this sample (first on line {seen[ids]})"
        if not reason and version is None:
            version, version_hash = record["version"], record["version_hash"]
        if not reason and record["version"] != version:
            reason = f"a result of suite version {record['version']!r}, the run's is {version!r}"
        if not reason and record["version_hash"] != version_hash:
            reason = (
                "a result of another suite version: signed for version hash "
                f"{str(record['version_hash'])[:16] or 'none'}…, the run's is "
                f"{str(version_hash)[:16]}…"
            )
        seen.setdefault(ids, number)
        if reason:
            check.bad.append(BadRecord(number, *ids, reason))


def _check_samples(
    samples: Sequence[Sample] | None,
    records: Sequence[tuple[int, dict[str, Any]]],
    check: Verification,
) -> None:
    """samples.jsonl is the code that was judged, and each sample has a result."""
    if samples is None:
        check.folder_problems.append(
            f"no {completeness.SAMPLES}: cannot tell whether a result is missing or whether the "
            "results are of the samples"
        )
        return
    by_key = {completeness.sample_key(s): s for s in samples}
    for number, record in records:
        sample = by_key.get(_ids(record))
        if sample is None:
            reason = f"a result for a sample that is not in {completeness.SAMPLES}"
        elif signing.code_sha256(sample.code) != record.get("code_sha256"):
            reason = (
                f"{completeness.SAMPLES} line {sample.line} holds other code than the executor "
                "judged (its code hash differs from the signed one)"
            )
        else:
            continue
        check.bad.append(BadRecord(number, *_ids(record), reason))
    missing = completeness.missing_results(by_key, (r for _, r in records))
    check.bad += [
        BadRecord(0, *key, f"no result: the folder is partial ({len(missing)} missing)")
        for key in missing
    ]


def sample_problems(folder: Path) -> list[BadRecord]:
    """What `submit` refuses before sending anything: results that are not of the folder's
    samples.jsonl (missing, or of other code); FailedPrecondition when there is none."""
    samples_file = folder / completeness.SAMPLES
    if not samples_file.is_file():
        raise FailedPrecondition(
            f"{folder} has no {completeness.SAMPLES}, so nothing tells whether every sample has "
            "a result: submit a folder written by `rockman-client run --out DIR`"
        )
    check = Verification(folder, signing.TrustedKeys(), "")
    records = _read_records(folder / completeness.RESULTS, check)
    _check_samples(read_samples(samples_file), records, check)
    return sorted(check.bad, key=lambda b: (b.line == 0, b.line))


def verify_folder(folder: Path, trusted: signing.TrustedKeys, key_source: str) -> Verification:
    """Check a run folder offline; the Verification lists every bad record."""
    if not folder.is_dir():
        raise NotFound(f"run folder {folder} does not exist")
    results = folder / completeness.RESULTS
    if not results.is_file():
        raise InvalidArgument(f"{folder} has no {completeness.RESULTS}")
    check = Verification(folder, trusted, key_source)
    manifest = _json_object(folder / MANIFEST)
    records = _read_records(results, check)
    check.records = len(records)
    _check_records(records, manifest, check)
    samples_file = folder / completeness.SAMPLES
    _check_samples(read_samples(samples_file) if samples_file.is_file() else None, records, check)
    check.bad.sort(key=lambda b: (b.line == 0, b.line))
    report = folder / REPORT
    if manifest is None or not report.is_file():
        check.folder_problems.append(f"no {MANIFEST} or {REPORT}: their figures are unchecked")
    elif not check.bad:
        # The leaderboard's own checks: manifest hash, version, report figures.
        try:
            leaderboard_submission.check_submission(
                json.dumps(manifest),
                report.read_text(encoding="utf-8"),
                leaderboard_submission.RunSettings(model=str(manifest.get("model") or "-")),
                [results.read_bytes()],
                trusted,
                split_fingerprint=None,  # the run's integrity, whichever seed judged it
            )
        except RockmanError as exc:
            check.folder_problems.append(str(exc))
    return check


def trusted_keys(ns: argparse.Namespace) -> tuple[signing.TrustedKeys, str]:
    """The keys to verify with and where they come from."""
    if ns.public_key is not None:
        keys = signing.read_public_keys(ns.public_key)
        return signing.TrustedKeys(keys), f"--public-key {ns.public_key}"
    own = home_public_key(ns.home)
    if own is None:
        raise InvalidArgument(
            f"no --public-key given and {signing_key_path(ns.home)} does not exist: give the "
            "public key of the executor that ran the folder (its KEYFILE.pub)"
        )
    return (
        signing.TrustedKeys([own]),
        f"the embedded executor's key of {ns.home} ({signing_key_path(ns.home)})",
    )


def cmd_verify_run(ns: argparse.Namespace) -> int:
    trusted, source = trusted_keys(ns)
    check = verify_folder(ns.run_dir, trusted, source)
    out = sys.stderr
    out.write(f"verifying {ns.run_dir} with {source}, key id {', '.join(trusted.ids)}\n")
    if check.ok:
        out.write(
            f"OK: {check.records} results, each signed by a trusted key and unaltered, of one "
            "suite version, with every sample's code and result\n"
        )
    else:
        if check.bad:
            out.write(
                f"FAILED: {len(check.bad)} of {check.records} records are bad; the first: "
                f"{check.bad[0].text()}\n"
            )
            for bad in check.bad[1:SHOWN]:
                out.write(f"  {bad.text()}\n")
            if len(check.bad) > SHOWN:
                out.write(f"  and {len(check.bad) - SHOWN} more\n")
        for problem in check.folder_problems:
            out.write(f"FAILED: {problem}\n")
    if ns.json:
        sys.stdout.write(json.dumps(check.record(), indent=2) + "\n")
    return 0 if check.ok else EXIT_BAD


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "verify-run",
        help="check a run folder's signed results offline with an executor's public key",
    )
    p.add_argument("run_dir", type=Path, metavar="DIR", help="a `run --out` folder")
    p.add_argument(
        "--public-key",
        type=Path,
        help="the executor's public key file (64 hex digits a line; KEYFILE.pub); default: "
        f"the embedded executor's (HOME/{signing.HOME_KEY_FILE})",
    )
    p.add_argument("--json", action="store_true", help="print the verification as JSON")
    p.set_defaults(func=cmd_verify_run)
