"""Encryption at rest for the registry: AES-256-GCM with envelope encryption.

A master key (32 random bytes, hex in a file readable by its owner only) wraps one random data
key per version or draft; each data key seals that version's private and hidden cases. Every
ciphertext is ``nonce (12 bytes) || AES-GCM(ciphertext + tag)`` with associated data naming what
it belongs to (suite, version, task, language, split), so a blob moved to another row fails to
open. A database file alone therefore reveals nothing of a private or hidden case.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from rockman import secret_files
from rockman.errors import DataLoss, FailedPrecondition, InvalidArgument

KEY_BYTES = 32
NONCE_BYTES = 12
KEY_FILE_ENV = "ROCKMAN_REGISTRY_KEY_FILE"


def new_data_key() -> bytes:
    return AESGCM.generate_key(bit_length=256)


def seal(key: bytes, plaintext: bytes, aad: bytes) -> bytes:
    """Encrypt and authenticate `plaintext` bound to `aad`."""
    nonce = os.urandom(NONCE_BYTES)
    return nonce + AESGCM(key).encrypt(nonce, plaintext, aad)


def open_sealed(key: bytes, blob: bytes, aad: bytes, what: str) -> bytes:
    """Decrypt a sealed blob; DataLoss naming `what` when it was altered or moved."""
    if len(blob) < NONCE_BYTES + 16:
        raise DataLoss(f"{what}: ciphertext is truncated")
    try:
        return AESGCM(key).decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], aad)
    except InvalidTag:
        raise DataLoss(f"{what}: ciphertext fails authentication (altered or moved)") from None


class MasterKey:
    """The registry's key-encryption key."""

    def __init__(self, key: bytes) -> None:
        if len(key) != KEY_BYTES:
            raise InvalidArgument(f"a registry key is {KEY_BYTES} bytes, got {len(key)}")
        self._key = key

    @property
    def key_id(self) -> str:
        """A public fingerprint of the key, stored in the database to detect a wrong key."""
        return hashlib.sha256(b"rockman-key-id/1:" + self._key).hexdigest()[:16]

    def wrap(self, data_key: bytes, aad: bytes) -> bytes:
        return seal(self._key, data_key, aad)

    def unwrap(self, wrapped: bytes, aad: bytes, what: str) -> bytes:
        return open_sealed(self._key, wrapped, aad, what)

    @classmethod
    def load(cls, path: Path) -> MasterKey:
        """Read a key file; clear errors for a missing, unreadable or malformed file."""
        try:
            text = path.read_text(encoding="ascii").strip()
        except FileNotFoundError:
            raise FailedPrecondition(
                f"registry key file {path} does not exist (set {KEY_FILE_ENV} or --key-file "
                "to the key the database was created with)"
            ) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise FailedPrecondition(f"cannot read registry key file {path}: {exc}") from None
        try:
            key = bytes.fromhex(text)
        except ValueError:
            raise InvalidArgument(f"registry key file {path} must hold 64 hex digits") from None
        if len(key) != KEY_BYTES:
            raise InvalidArgument(f"registry key file {path} must hold 64 hex digits")
        return cls(key)

    @classmethod
    def create(cls, path: Path) -> MasterKey:
        """Write a new random key to `path` (mode 0600, whole or not at all); never overwrites
        (FileExistsError)."""
        key = AESGCM.generate_key(bit_length=256)
        secret_files.write_new(path, key.hex() + "\n")
        return cls(key)

    @classmethod
    def load_or_create(cls, path: Path) -> MasterKey:
        """Embedded mode: the key under $ROCKMAN_HOME, created on first use."""
        return secret_files.load_or_create(path, cls.load, cls.create)
