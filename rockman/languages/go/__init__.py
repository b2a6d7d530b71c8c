"""Go's home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in Go."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="go",
    language=pb.LANGUAGE_GO,
    display="Go",
    fence="go",
    extension=".go",
    fence_tags=frozenset({"go", "golang"}),
    code_start=(
        r"package\s",
        r"import\s",
        r"func\s",
        r"type\s",
        r"var\s",
        r"const\s",
    ),
    defines=(
        r"\bfunc\s+{n}\b",
        r"\bfunc\s*\([^)]*\)\s*{n}\b",
        r"\btype\s+{n}\s+struct\b",
    ),
    time_multiplier=1.5,
    assertion_signs=("--- FAIL",),  # Go testing
    crash_signs=("\ngoroutine ",),
    memory_signs=("fatal error: runtime: out of memory",),
)
