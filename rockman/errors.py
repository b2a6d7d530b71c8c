"""One exception tree for every Rockman core; mapped to gRPC status codes in rockman.grpcutil.

Cores raise these; servicers never pick status codes themselves.
"""

from __future__ import annotations

__all__ = [
    "AlreadyExists",
    "DataLoss",
    "FailedPrecondition",
    "InvalidArgument",
    "NotFound",
    "PermissionDenied",
    "ResourceExhausted",
    "RockmanError",
    "Unauthenticated",
    "Unavailable",
]


class RockmanError(Exception):
    """Base of every error Rockman reports to a user; the message says what to fix."""


class InvalidArgument(RockmanError):
    """The request or input is malformed."""


class NotFound(RockmanError):
    """A task, version, suite or file does not exist."""


class AlreadyExists(RockmanError):
    """The thing to create exists already (for example a published version)."""


class FailedPrecondition(RockmanError):
    """The system is not in a state that allows the operation (for example a published version)."""


class PermissionDenied(RockmanError):
    """The caller's role does not allow the operation."""


class Unauthenticated(RockmanError):
    """The caller gave no valid credential."""


class DataLoss(RockmanError):
    """Stored data fails its integrity check."""


class Unavailable(RockmanError):
    """A service or toolchain cannot be reached or used now."""


class ResourceExhausted(RockmanError):
    """A size or concurrency limit was exceeded."""
