"""Rockman: a benchmark and evaluation harness for code-generating models."""

import os as _os

__version__ = "0.1.0"

# The executor forks sandboxed children from a process that serves gRPC. gRPC's fork handlers
# are for children that keep using gRPC; ours exec at once, and the handlers only add warnings
# (and can trip an internal mutex check). Must be set before grpc is imported.
_os.environ.setdefault("GRPC_ENABLE_FORK_SUPPORT", "false")
