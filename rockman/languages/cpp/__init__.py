"""C++'s home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in C++."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="cpp",
    language=pb.LANGUAGE_CPP,
    display="C++",
    fence="cpp",
    extension=".cpp",
    fence_tags=frozenset({"cpp", "c++", "cc", "cxx", "c", "hpp"}),
    code_start=(
        r"#include",
        r"using\s",
        r"namespace\s",
        r"template\s*<",
        r"class\s",
        r"struct\s",
        r"[\w:<>,\s*&]+\s+\**\w+\s*\(",
    ),
    defines=(
        r"\b{n}\s*\([^;{{]*\)\s*(const\s*)?(noexcept\s*)?\{{",
        r"\b(class|struct)\s+{n}\b",
    ),
    time_multiplier=1.0,
    assertion_signs=(
        "Assertion `",  # glibc's assert(): "Assertion `x' failed."
    ),
    crash_signs=("terminate called",),
    memory_signs=(
        "std::bad_alloc",  # std::terminate on an uncaught one, before its SIGABRT
    ),
)
