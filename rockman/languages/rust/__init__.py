"""Rust's home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in Rust."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="rust",
    language=pb.LANGUAGE_RUST,
    display="Rust",
    fence="rust",
    extension=".rs",
    fence_tags=frozenset({"rust", "rs"}),
    code_start=(
        r"use\s",
        r"fn\s",
        r"pub\s",
        r"struct\s",
        r"impl\s",
        r"enum\s",
        r"#\[",
        r"mod\s",
        r"const\s",
    ),
    defines=(r"\bfn\s+{n}\b", r"\b(struct|enum)\s+{n}\b"),
    time_multiplier=1.0,
    assertion_signs=(
        "assertion failed",  # assert!
        "assertion `left == right` failed",  # assert_eq! (1.73+)
        "assertion failed: `(left == right)`",  # assert_eq! (older)
    ),
    crash_signs=("has overflowed its stack",),
    memory_signs=(
        "memory allocation of ",  # "memory allocation of N bytes failed" (then SIGABRT)
    ),
)
