"""Signed results: the executor's Ed25519 signature over what a result says about a sample.

The signed message is canonical JSON (keys sorted, no spaces, ASCII only) of::

    {"format": "rockman-result/1", "task_id", "language", "version", "sample_id",
     "code_sha256", "verdict", "passed", "splits": {split: {"passed", "total"}},
     "version_hash", "seed_fingerprint", "development_split", "signing_key_id"}

with the names results.jsonl uses (``python``, ``PASS``, ``public``), so a results.jsonl record
can be checked without the executor. Timings, memory, messages, feedback and the request id are
not signed (docs/security.md, "Signed results").

The private key is 32 raw bytes, hex in a file readable by its owner only (written atomically,
never overwritten, never logged); a key id is the first 16 hex digits of SHA256 of the raw
public key. Plain Python, no gRPC.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)

from rockman import enums, secret_files
from rockman.errors import FailedPrecondition, InvalidArgument
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2

FORMAT = "rockman-result/1"
KEY_BYTES = 32
SIGNATURE_BYTES = 64
KEY_ID_DIGITS = 16
KEY_FILE_ENV = "ROCKMAN_SIGNING_KEY_FILE"
# Embedded services keep the executor's key here, beside the registry's master key.
HOME_KEY_FILE = "executor-signing.key"
# Public keys of other executors an embedded scorer trusts too (one per line).
HOME_TRUSTED_FILE = "trusted-executor-keys"

# The fields of a results.jsonl record that the signature covers (besides "format").
SIGNED_FIELDS = (
    "task_id",
    "language",
    "version",
    "sample_id",
    "code_sha256",
    "verdict",
    "passed",
    "splits",
    "version_hash",
    "seed_fingerprint",
    "development_split",
    "judging_mode",
    "signing_key_id",
)


def code_sha256(code: str) -> str:
    """SHA256 of a submission's code as UTF-8 (lone surrogates kept as surrogateescape)."""
    return hashlib.sha256(code.encode("utf-8", "surrogateescape")).hexdigest()


def key_id(public_key: bytes) -> str:
    """The public id of a key: the first 16 hex digits of SHA256 of the raw public key."""
    return hashlib.sha256(public_key).hexdigest()[:KEY_ID_DIGITS]


def canonical_bytes(fields: Mapping[str, Any]) -> bytes:
    """The bytes that are signed: canonical JSON of the format tag and the signed fields."""
    message = {"format": FORMAT, **{name: fields[name] for name in SIGNED_FIELDS}}
    return json.dumps(
        message, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    ).encode("ascii")


def fields_of_result(result: executor_pb2.ExecutionResult) -> dict[str, Any]:
    """The signed fields of a result, as its results.jsonl record writes them."""
    return {
        "task_id": result.task_id,
        "language": enums.name_of(enums.LANGUAGES, result.language),
        "version": result.version,
        "sample_id": result.sample_id,
        "code_sha256": result.code_sha256,
        "verdict": enums.name_of(enums.VERDICTS, result.verdict),
        "passed": result.passed,
        "splits": {
            enums.name_of(enums.SPLITS, s.split): {"passed": s.passed, "total": s.total}
            for s in result.splits
        },
        "version_hash": result.version_hash,
        "seed_fingerprint": result.seed_fingerprint,
        "development_split": result.development_split,
        "judging_mode": judging_mode_name(result.judging_mode),
        "signing_key_id": result.signing_key_id,
    }


def judging_mode_name(mode: int) -> str:
    """A judging mode as results.jsonl names it: outside, isolated, decoy, in_process
    ("unspecified" for 0 or an unknown value)."""
    if mode == 0 or mode not in executor_pb2.JudgingMode.values():
        return "unspecified"
    name = executor_pb2.JudgingMode.Name(executor_pb2.JudgingMode.ValueType(mode))
    return name.removeprefix("JUDGING_MODE_").lower()


class SigningKey:
    """The executor's Ed25519 key. Signs results; its private half never leaves this object."""

    def __init__(self, private: Ed25519PrivateKey, path: Path | None = None) -> None:
        self._private = private
        self.path = path  # None: an ephemeral key, in memory only
        self.public_key = private.public_key().public_bytes(
            serialization.Encoding.Raw, serialization.PublicFormat.Raw
        )
        self.key_id = key_id(self.public_key)

    def __repr__(self) -> str:
        return f"SigningKey(key_id={self.key_id!r}, path={self.path})"

    @classmethod
    def generate(cls) -> SigningKey:
        """A fresh key in memory (results it signs are trusted by whoever fetches its public
        key from this executor while it runs)."""
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def load(cls, path: Path) -> SigningKey:
        """Read a key file; FailedPrecondition or InvalidArgument saying what to fix."""
        try:
            text = path.read_text(encoding="ascii").strip()
        except FileNotFoundError:
            raise FailedPrecondition(f"signing key file {path} does not exist") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise FailedPrecondition(f"cannot read signing key file {path}: {exc}") from None
        try:
            raw = bytes.fromhex(text)
        except ValueError:
            raw = b""
        if len(raw) != KEY_BYTES:
            raise InvalidArgument(
                f"signing key file {path} must hold 64 hex digits (an Ed25519 private key); "
                "move it away to have a new key created"
            )
        return cls(Ed25519PrivateKey.from_private_bytes(raw), path)

    @classmethod
    def create(cls, path: Path) -> SigningKey:
        """A new key written to `path` (mode 0600, atomically) with its public key beside it
        in `path`.pub; FileExistsError when `path` exists (never overwritten)."""
        private = Ed25519PrivateKey.generate()
        raw = private.private_bytes(
            serialization.Encoding.Raw,
            serialization.PrivateFormat.Raw,
            serialization.NoEncryption(),
        )
        secret_files.write_new(path, raw.hex() + "\n")
        key = cls(private, path)
        public = public_key_path(path)
        tmp = public.with_name(f".{public.name}.{os.getpid()}.tmp")
        tmp.write_text(key.public_key.hex() + "\n", encoding="ascii")
        os.replace(tmp, public)  # over a stale one of an earlier key
        return key

    @classmethod
    def load_or_create(cls, path: Path) -> SigningKey:
        """The key in `path`, created on first use."""
        return secret_files.load_or_create(path, cls.load, cls.create)

    def sign(self, message: bytes) -> bytes:
        return self._private.sign(message)

    def seal(
        self,
        result: executor_pb2.ExecutionResult,
        bundle: pb.TestBundle,
        submission: executor_pb2.Submission,
    ) -> executor_pb2.ExecutionResult:
        """Fill the result's code hash, the bundle's version hash, seed fingerprint and split
        kind, and this key's id and signature over the signed fields; returns `result`."""
        result.code_sha256 = code_sha256(submission.code)
        result.version_hash = bundle.version_hash
        result.seed_fingerprint = bundle.seed_fingerprint
        result.development_split = bundle.development_split
        result.signing_key_id = self.key_id
        result.signature = self.sign(canonical_bytes(fields_of_result(result)))
        return result


def public_key_path(private_key_path: Path) -> Path:
    """Where create() writes a key file's public key: the same name plus .pub."""
    return private_key_path.with_name(private_key_path.name + ".pub")


def parse_public_keys(text: str, where: str) -> list[bytes]:
    """Public keys from text: one per line, 64 hex digits (a raw Ed25519 public key), `#`
    starting a comment. InvalidArgument names the line that is not one."""
    keys = []
    for number, line in enumerate(text.splitlines(), start=1):
        value = line.split("#", 1)[0].strip()
        if not value:
            continue
        try:
            raw = bytes.fromhex(value)
        except ValueError:
            raw = b""
        if len(raw) != KEY_BYTES:
            raise InvalidArgument(
                f"{where}:{number}: not a public key (64 hex digits, an Ed25519 public key; "
                "the executor writes its own beside its key file, as KEYFILE.pub)"
            )
        Ed25519PublicKey.from_public_bytes(raw)
        keys.append(raw)
    return keys


def read_public_keys(path: Path) -> list[bytes]:
    """The public keys in a file (parse_public_keys); InvalidArgument for a missing, empty or
    unreadable one."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidArgument(f"public key file {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(f"cannot read public key file {path}: {exc}") from None
    keys = parse_public_keys(text, str(path))
    if not keys:
        raise InvalidArgument(f"public key file {path} holds no public key")
    return keys


@dataclass(frozen=True)
class Problem:
    """Why one record fails verification; `untrusted` when only the key is wrong."""

    reason: str
    untrusted: bool = False


class TrustedKeys:
    """The public keys whose signatures are accepted, by key id."""

    def __init__(self, keys: Iterable[bytes] = ()) -> None:
        self._raw: dict[str, bytes] = {key_id(raw): raw for raw in keys}
        self._keys = {k: Ed25519PublicKey.from_public_bytes(v) for k, v in self._raw.items()}

    @property
    def ids(self) -> list[str]:
        return sorted(self._keys)

    @property
    def public_keys(self) -> list[bytes]:
        return list(self._raw.values())

    def __bool__(self) -> bool:
        return bool(self._keys)

    def __repr__(self) -> str:
        return f"TrustedKeys({', '.join(self.ids) or 'none'})"

    def check(self, record: Mapping[str, Any]) -> Problem | None:
        """Why a results.jsonl record is not a result signed by one of these keys, unaltered;
        None when it is."""
        signature = record.get("signature")
        if not signature:
            return Problem("unsigned: it has no signature")
        if not isinstance(signature, str):
            return Problem("its signature is not hex text")
        try:
            raw = bytes.fromhex(signature)
        except ValueError:
            raw = b""
        if len(raw) != SIGNATURE_BYTES:
            return Problem(f"its signature is not {SIGNATURE_BYTES} bytes in hex")
        missing = [name for name in SIGNED_FIELDS if name not in record]
        if missing:
            return Problem(f"altered: signed field(s) {', '.join(missing)} removed")
        key_id_ = record["signing_key_id"]
        public = self._keys.get(key_id_) if isinstance(key_id_, str) else None
        if public is None:
            trusted = ", ".join(self.ids) or "none"
            return Problem(
                f"signed by key {key_id_!r}, which is not trusted here (trusted: {trusted})",
                untrusted=True,
            )
        try:
            message = canonical_bytes(record)
            public.verify(raw, message)
        except (InvalidSignature, ValueError, TypeError):
            return Problem(
                "altered: its signed fields (verdict, split counts, code hash, task, sample, "
                "version, version hash or seed) are not what the executor signed"
            )
        return _inconsistent(record)


def _inconsistent(record: Mapping[str, Any]) -> Problem | None:
    """A signed record whose verdict, passed flag and split counts disagree (a PASS with a
    failed case): what no honest executor signs."""
    splits = record["splits"]
    complete = isinstance(splits, dict) and all(
        isinstance(s, dict) and s.get("passed") == s.get("total") for s in splits.values()
    )
    passed = record["verdict"] == "PASS"
    if record["passed"] is not passed or (passed and not complete):
        return Problem(
            f"verdict {record['verdict']}, passed {record['passed']} and its split counts disagree"
        )
    return None
