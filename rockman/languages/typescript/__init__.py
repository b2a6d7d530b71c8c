"""TypeScript's home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in TypeScript."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="typescript",
    language=pb.LANGUAGE_TYPESCRIPT,
    display="TypeScript",
    fence="typescript",
    extension=".ts",
    fence_tags=frozenset({"typescript", "ts", "tsx"}),
    code_start=(
        r"function\s",
        r"const\s",
        r"let\s",
        r"var\s",
        r"class\s",
        r"interface\s",
        r"type\s",
        r"import\s",
        r"export\s",
    ),
    defines=(
        r"\bfunction\s*\*?\s*{n}\b",
        r"\b(const|let|var)\s+{n}\s*[:=]",
        r"\bclass\s+{n}\b",
    ),
    time_multiplier=1.5,
    assertion_signs=(
        "AssertionError",
        "Assertion failed",  # console.assert made fatal
    ),
    crash_signs=(),
    memory_signs=(
        "JavaScript heap out of memory",  # node's --max-old-space-size
        "Array buffer allocation failed",  # V8's ArrayBuffer backing store
    ),
)
