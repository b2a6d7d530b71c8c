"""Java's home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in Java."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="java",
    language=pb.LANGUAGE_JAVA,
    display="Java",
    fence="java",
    extension=".java",
    fence_tags=frozenset({"java"}),
    code_start=(
        r"import\s",
        r"package\s",
        r"(public\s+|final\s+)*class\s",
        r"interface\s",
        r"record\s",
    ),
    defines=(r"\b(class|record|interface)\s+\w+",),
    time_multiplier=2.0,
    assertion_signs=("AssertionError",),
    crash_signs=(),
    memory_signs=("java.lang.OutOfMemoryError",),
)
