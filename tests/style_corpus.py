"""A style-hiding corpus: Rockman/SE_019's unrefactored starter (one function of 50-70 lines with
a cyclomatic complexity of 20) hidden from the style checks in every way found so far, in every
language. Each program is judged STYLE_VIOLATION, and its message names the cause: the unit the
code was moved into (measured like any function) or the construct that hides it.

Programs marked `runs=True` are whole, correct programs (they compile and pass every test of
SE_019): tests/integration/test_style_hiding.py judges them through the real executor, where the
verdict itself is checked. The others are judged by the style checks alone
(tests/unit/services/executor/test_style_hiding.py)."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

from rockman.problems import variants
from rockman.v1 import common_pb2 as pb

ROOT = Path(__file__).resolve().parents[1]
SE_019 = ROOT / "problems" / "Rockman__SE_019"
EXTENSIONS: dict[int, str] = {
    pb.LANGUAGE_PYTHON: "py",
    pb.LANGUAGE_CPP: "cpp",
    pb.LANGUAGE_JAVA: "java",
    pb.LANGUAGE_JAVASCRIPT: "js",
    pb.LANGUAGE_TYPESCRIPT: "ts",
    pb.LANGUAGE_RUST: "rs",
    pb.LANGUAGE_GO: "go",
}


@dataclass(frozen=True)
class Hidden:
    id: str
    language: int
    program: str
    cause: str  # a part of the message that names why it fails
    runs: bool = False  # a correct program, judged end to end too


def starter(language: int) -> str:
    """SE_019's starter code in `language` (Python's is the buggy variant buggy/starter.patch)."""
    ext = EXTENSIONS[language]
    if ext == "py":
        return variants.buggy_variant(SE_019, "starter").code
    return (SE_019 / f"starter.{ext}").read_text()


def body(language: int, indent: str = "") -> str:
    """The starter function's body, dedented, then indented by `indent`."""
    lines = starter(language).splitlines()
    start = next(i for i, s in enumerate(lines) if re.search(r"(final_grade|inalGrade)\(", s))
    if language == pb.LANGUAGE_PYTHON:
        inner = lines[start + 1 :]
    else:
        depth, end = 0, start
        for end in range(start, len(lines)):
            depth += lines[end].count("{") - lines[end].count("}")
            if depth == 0:
                break
        inner = lines[start + 1 : end]
    return textwrap.indent(textwrap.dedent("\n".join(inner)), indent) + "\n"


PY_SIGNATURE = "homework: list[int], midterm: int, final_exam: int, absences: int"
CPP_SIGNATURE = (
    "const std::vector<long long>& homework, long long midterm, long long final_exam, "
    "long long absences"
)
JAVA_SIGNATURE = "List<Long> homework, long midterm, long finalExam, long absences"
TS_SIGNATURE = "homework: number[], midterm: number, finalExam: number, absences: number"
RUST_SIGNATURE = "homework: Vec<i64>, midterm: i64, final_exam: i64, absences: i64"
GO_SIGNATURE = "homework []int, midterm int, finalExam int, absences int"
# A loop with 7 decisions in code that is outside every function.
BRANCHY_TABLE = {
    "py": "for total in range(101):\n    if total >= 90 and total < 97 or total == 100:\n"
    "        TABLE.append(1 if total % 2 else 2)\n    elif total >= 80:\n"
    "        TABLE.append(3)\n    while len(TABLE) > 500:\n        TABLE.pop()\n",
}


def _python() -> list[Hidden]:
    py = pb.LANGUAGE_PYTHON
    source = starter(py)
    text = f"SOURCE = '''\n{source}'''\n"
    body4, body8 = body(py, "    "), body(py, "        ")
    lambda_grade = textwrap.dedent("""\
        FINAL_GRADE = lambda homework, midterm, final_exam, absences: (
            "F" if absences > 12 or final_exam < 35 else
            (lambda total: (
                ("B" if total >= 90 else "C" if total >= 80 else "D" if total >= 70 else "F")
                if absences >= 5 else
                ("A+" if total >= 97 and absences == 0 else "A") if total >= 90 else
                "B" if total >= 80 else "C" if total >= 70 else "D" if total >= 60 else "F"
            ))((30 * (0 if not homework else
                      (sum(homework) - (min(homework) if len(homework) >= 3 else 0))
                      // (len(homework) - (1 if len(homework) >= 3 else 0)))
                + 30 * (final_exam if final_exam >= midterm + 20 else midterm)
                + 40 * final_exam) // 100)
        )


        def final_grade(homework, midterm, final_exam, absences):
            return FINAL_GRADE(homework, midterm, final_exam, absences)
        """)
    return [
        Hidden("exec", py, f"{text}exec(SOURCE)\n", "exec runs code held as text", runs=True),
        Hidden("builtins-module", py, f"import builtins\n\n{text}builtins.exec(SOURCE)\n",
               "importing builtins"),
        Hidden("dunder-import", py, f'{text}__import__("builtins").exec(SOURCE)\n', "__import__"),
        Hidden("eval-compile", py, f'{text}exec(compile(SOURCE, "grade", "exec"))\n',
               "compile builds code"),
        Hidden("getattr-computed", py, f'{text}getattr(__builtins__, "ex" + "ec")(SOURCE)\n',
               "getattr with a computed or special name"),
        Hidden("function-type", py,
               f"import types\n\n{text}final_grade = types.FunctionType("
               f'compile(SOURCE, "g", "exec").co_consts[0], {{}})\n', ".FunctionType"),
        Hidden("builtin-self", py, f"{text}print.__self__.exec(SOURCE)\n", ".__self__"),
        Hidden("sys-modules", py, f'import sys\n\n{text}sys.modules["builtins"].exec(SOURCE)\n',
               ".modules"),
        Hidden("globals-table", py, f'{text}globals()["__builtins__"]["exec"](SOURCE)\n',
               "globals reaches code by computed names"),
        Hidden("subclasses", py,
               f"{text}loader = [c for c in ().__class__.__base__.__subclasses__()]\n",
               ".__base__"),
        Hidden("importlib-written", py,
               f'import importlib\n\n{text}with open("grading.py", "w") as out:\n'
               "    out.write(SOURCE)\n"
               'final_grade = importlib.import_module("grading").final_grade\n',
               "importing importlib"),
        Hidden("written-module", py,
               f'import pathlib\n\n{text}pathlib.Path("grading.py").write_text(SOURCE)\n'
               "from grading import final_grade\n", "importing grading"),
        Hidden("sys-path", py,
               f'import sys\n\n{text}open("fractions.py", "w").write(SOURCE)\n'
               'sys.path.insert(0, ".")\n', "sys.path changes where code is imported from"),
        Hidden("getattr-as-value", py,
               "import functools\n\n"
               'code = functools.reduce(getattr, ["__glo" + "bals__"], print)\n',
               "getattr used as a value"),
        Hidden("dunder-string", py,
               'name = "__globals__"\nparts = [name]\n', "the string '__globals__' names"),
        Hidden("pickle", py, "import pickle\n\nfinal_grade = pickle.loads(b'...')\n",
               "importing pickle"),
        Hidden("timeit", py, f"import timeit\n\n{text}timeit.timeit(SOURCE, number=1)\n",
               "importing timeit"),
        Hidden("subprocess", py,
               "import subprocess\n\n"
               "def final_grade(homework, midterm, final_exam, absences):\n"
               '    return subprocess.run(["python3", "g.py"], capture_output=True).stdout\n',
               "importing subprocess"),
        Hidden("fullwidth-name", py, f"{text}\uff45\uff58\uff45\uff43(SOURCE)\n",
               "exec runs code held as text"),  # NFKC: the interpreter reads exec
        Hidden("carriage-return-comment", py, f"{text}# grade\rexec(SOURCE)\n",
               "exec runs code held as text", runs=True),  # a lone CR ends the comment
        Hidden("escaped-name", py, 'run = getattr(print, "\\x5f_self__").exec\n',
               "getattr with a computed or special name"),
        Hidden("lambda-constant", py, lambda_grade, "FINAL_GRADE.<lambda at line 3>: cyclomatic",
               runs=True),
        Hidden("nested-function", py,
               f"def final_grade({PY_SIGNATURE}) -> str:\n    def grade() -> str:\n{body8}"
               "    return grade()\n", "final_grade.grade: lines of code", runs=True),
        Hidden("decorator-wrapper", py,
               "def graded(_unused):\n"
               f"    def final_grade({PY_SIGNATURE}) -> str:\n{body8}"
               "    return final_grade\n\n\n@graded\n"
               f"def final_grade({PY_SIGNATURE}) -> str:\n    return ''\n",
               "graded.final_grade: lines of code"),
        Hidden("static-method-bound", py,
               f"class _Grader:\n    @staticmethod\n"
               f"    def run({PY_SIGNATURE}) -> str:\n{body8}\n\n"
               "final_grade = _Grader.run\n", "_Grader.run: cyclomatic complexity 20 > 6"),
        Hidden("default-argument-lambda", py,
               "def final_grade(homework, midterm, final_exam, absences,\n"
               + lambda_grade.split("\n\n\n")[0].replace("FINAL_GRADE = ", "grade=", 1)
               + "):\n    return grade(homework, midterm, final_exam, absences)\n",
               "final_grade.grade: cyclomatic"),
        Hidden("module-level-code", py, "TABLE = []\n" + BRANCHY_TABLE["py"] * 2
               + f"\n\ndef final_grade({PY_SIGNATURE}) -> str:\n    return 'F'\n",
               "code outside functions: cyclomatic complexity"),
        Hidden("class-body-code", py,
               "class Table:\n    grades = []\n" + textwrap.indent(
                   BRANCHY_TABLE["py"].replace("TABLE", "grades"), "    ")
               + f"\n\ndef final_grade({PY_SIGNATURE}) -> str:\n    return 'F'\n",
               "code outside functions: cyclomatic complexity 8 > 6"),
        Hidden("async-generator", py,
               f"async def grades({PY_SIGNATURE}):\n    yield 1\n{body4}",
               "grades: cyclomatic complexity 20 > 6"),
        Hidden("unparseable", py,
               f"def final_grade({PY_SIGNATURE}) -> str:\n    return (((\n{body4}",
               "cannot parse the program here"),
    ]  # fmt: skip


def _cpp() -> list[Hidden]:
    cpp = pb.LANGUAGE_CPP
    head = "#include <functional>\n#include <string>\n#include <vector>\n\n"
    body4, body8 = body(cpp, "    "), body(cpp, "        ")
    continued = "".join(f"{line} \\\n" for line in body(cpp, "    ").splitlines())
    wrapper = (
        f"std::string final_grade({CPP_SIGNATURE}) {{\n"
        "    return {call}(homework, midterm, final_exam, absences);\n}\n"
    )
    return [
        Hidden("function-like-macro", cpp,
               f"{head}#define FINAL_GRADE(homework, midterm, final_exam, absences) "
               f"[&]() -> std::string {{ \\\n{continued}}}()\n\n"
               + wrapper.replace("{call}", "FINAL_GRADE"),
               "#define FINAL_GRADE(...) is a function-like macro", runs=True),
        Hidden("object-macro-body", cpp,
               f"{head}#define GRADE_BODY {{ \\\n{continued}}}\n\n"
               f"std::string final_grade({CPP_SIGNATURE}) GRADE_BODY\n",
               "the macro GRADE_BODY holds code"),
        Hidden("lambda-constant", cpp,
               f"{head}static const auto grade_impl = []({CPP_SIGNATURE}) -> std::string {{\n"
               f"{body4}}};\n\n" + wrapper.replace("{call}", "grade_impl"),
               "grade_impl: lines of code", runs=True),
        Hidden("lambda-field", cpp,
               f"{head}struct Grader {{\n    std::function<std::string("
               "const std::vector<long long>&, long long, long long, long long)> run =\n"
               f"        []({CPP_SIGNATURE}) -> std::string {{\n{body8}    }};\n}};\n\n"
               + wrapper.replace("{call}", "Grader{}.run"),
               "Grader::run: cyclomatic complexity 20"),
        Hidden("functor", cpp,
               f"{head}struct Grader {{\n    std::string operator()({CPP_SIGNATURE}) const {{\n"
               f"{body8}    }}\n}};\n\n" + wrapper.replace("{call}", "Grader{}"),
               "Grader::operator(): cyclomatic"),
        Hidden("function-template", cpp,
               f"{head}template <typename Scores>\nstd::string grade_of(const Scores& homework, "
               "long long midterm, long long final_exam, long long absences) {\n"
               f"{body4}}}\n\n" + wrapper.replace("{call}", "grade_of"), "grade_of: cyclomatic"),
        Hidden("immediately-invoked-lambda", cpp,
               f"{head}std::string final_grade({CPP_SIGNATURE}) {{\n"
               f"    return [&]() -> std::string {{\n{body8}    }}();\n}}\n",
               "final_grade::<lambda at line 6>: cyclomatic"),
        Hidden("namespace-class", cpp,
               f"{head}namespace detail {{\nstruct G {{\n"
               f"    static std::string run({CPP_SIGNATURE}) {{\n"
               f"{body8}    }}\n}};\n}}\n\n" + wrapper.replace("{call}", "detail::G::run"),
               "detail::G::run: cyclomatic"),
        Hidden("local-class", cpp,
               f"{head}std::string final_grade({CPP_SIGNATURE}) {{\n    struct Local {{\n"
               f"        static std::string run({CPP_SIGNATURE}) {{\n{body(cpp, ' ' * 12)}"
               "        }\n    };\n"
               "    return Local::run(homework, midterm, final_exam, absences);\n}\n",
               "final_grade::Local::run: cyclomatic"),
        Hidden("spliced-define", cpp,
               f"{head}#def\\\nine FINAL_GRADE(homework, midterm, final_exam, absences) "
               f"[&]() -> std::string {{ \\\n{continued}}}()\n\n"
               + wrapper.replace("{call}", "FINAL_GRADE"),
               "#define FINAL_GRADE(...) is a function-like macro"),
        Hidden("carriage-return-comment", cpp,
               f"{head}// grading\r#define FINAL_GRADE(homework, midterm, final_exam, absences) "
               f"[&]() -> std::string {{ \\\n{continued}}}()\n\n"
               + wrapper.replace("{call}", "FINAL_GRADE"),
               "#define FINAL_GRADE(...) is a function-like macro", runs=True),
        Hidden("quoted-include", cpp, f'{head}#include "grading.inc"\n', '#include "grading.inc"'),
        Hidden("inline-assembly", cpp,
               f"{head}long long id(long long x) {{\n    asm volatile(\"\" ::: \"memory\");\n"
               "    return x;\n}\n", "inline assembly"),
        Hidden("system", cpp,
               f"{head}#include <cstdlib>\nint run() {{ return std::system(\"./grade\"); }}\n",
               "system runs another program"),
        Hidden("code-section", cpp,
               f"{head}__attribute__((section(\".text\"))) static const unsigned char code[] = "
               "{0xc3};\n", "code section"),
        Hidden("dlopen", cpp, f"{head}#include <dlfcn.h>\nvoid* h = dlopen(\"g.so\", 1);\n",
               "dlopen brings in code"),
        Hidden("global-initialiser", cpp,
               f"{head}static const int LEVEL = sizeof(int) > 2 ? (sizeof(long) > 4 ? 1 : 2) "
               ": sizeof(char) == 1 && sizeof(short) == 2 ? 3 : sizeof(long) > 8 || "
               "sizeof(int) > 4 ? 4 : 5 ? 6 : 7;\n", "code outside functions: cyclomatic"),
    ]  # fmt: skip


def _java() -> list[Hidden]:
    java = pb.LANGUAGE_JAVA
    body8, body12 = body(java, "        "), body(java, "            ")
    method = (
        f"    public String finalGrade({JAVA_SIGNATURE}) {{\n"
        "        return {call}(homework, midterm, finalExam, absences);\n    }\n"
    )
    grade = f"    interface Grade {{\n        String of({JAVA_SIGNATURE});\n    }}\n\n"
    return [
        Hidden("lambda-field", java,
               f"import java.util.*;\n\nclass Solution {{\n{grade}"
               "    private static final Grade GRADE =\n"
               "        (homework, midterm, finalExam, absences) -> {\n"
               f"{body8}    }};\n\n" + method.replace("{call}", "GRADE.of") + "}\n",
               "Solution::GRADE: lines of code", runs=True),
        Hidden("anonymous-class", java,
               f"import java.util.*;\n\nclass Solution {{\n{grade}"
               "    private static final Grade GRADE = new Grade() {\n"
               f"        public String of({JAVA_SIGNATURE}) {{\n{body12}        }}\n    }};\n\n"
               + method.replace("{call}", "GRADE.of") + "}\n",
               "Solution::<anonymous Grade>::of: lines of code"),
        Hidden("nested-class", java,
               "import java.util.*;\n\nclass Solution {\n    static class Impl {\n"
               f"        static String run({JAVA_SIGNATURE}) {{\n{body12}        }}\n    }}\n\n"
               + method.replace("{call}", "Impl.run") + "}\n", "Solution::Impl::run: cyclomatic"),
        Hidden("enum-constant-body", java,
               "import java.util.*;\n\nclass Solution {\n    enum Mode {\n        ONLY {\n"
               f"            String grade({JAVA_SIGNATURE}) {{\n{body(java, ' ' * 16)}"
               f"            }}\n        }};\n\n        abstract String grade({JAVA_SIGNATURE});\n"
               "    }\n\n" + method.replace("{call}", "Mode.ONLY.grade") + "}\n",
               "Solution::Mode::ONLY::grade: cyclomatic"),
        Hidden("static-initialiser", java,
               "import java.util.*;\n\nclass Solution {\n"
               "    static final String[] TABLE = new String[101];\n\n    static {\n"
               "        for (int t = 0; t <= 100; t++) {\n"
               '            TABLE[t] = t >= 90 ? "A" : t >= 80 ? "B" : t >= 70 ? "C" : '
               't >= 60 ? "D" : "F";\n'
               '            if (t >= 97 && t <= 100 || t == 0) TABLE[t] = "A+";\n'
               "        }\n    }\n}\n",
               "Solution::<static initializer>: cyclomatic complexity 9 > 6"),
        Hidden("instance-initialiser", java,
               "import java.util.*;\n\nclass Solution {\n    long hw;\n\n    {\n"
               "        List<Long> homework = new ArrayList<>();\n"
               "        long midterm = 0, finalExam = 0, absences = 0;\n"
               "        String result;\n"
               + body8.replace("return ", "result = ") + "    }\n}\n",
               "Solution::<initializer>: lines of code"),
        Hidden("script-engine", java,
               "class Solution {\n    Object run(String src) throws Exception {\n"
               '        return new javax.script.ScriptEngineManager().getEngineByName("js")'
               ".eval(src);\n    }\n}\n", "ScriptEngineManager runs code held as text"),
        Hidden("class-loader", java,
               "class Solution {\n    static class Loader extends ClassLoader {\n"
               "        Class<?> make(byte[] b) { return defineClass(null, b, 0, b.length); }\n"
               "    }\n}\n", "ClassLoader brings in code"),
        Hidden("for-name", java,
               "class Solution {\n    Object grader() throws Exception {\n"
               '        return Class.forName("Grading").getDeclaredConstructor().newInstance();\n'
               "    }\n}\n", "forName brings in code"),
        Hidden("runtime-exec", java,
               "class Solution {\n    void run() throws Exception {\n"
               '        Runtime.getRuntime().exec(new String[] {"java", "G.java"});\n    }\n}\n',
               "getRuntime runs another program"),
        Hidden("compiler-api", java,
               "class Solution {\n    Object compiler() {\n"
               "        return javax.tools.ToolProvider.getSystemJavaCompiler();\n    }\n}\n",
               "ToolProvider builds code"),
        Hidden("native-method", java,
               "class Solution {\n"
               f"    private static native String grade({JAVA_SIGNATURE});\n}}\n",
               "the native method grade"),
        Hidden("reflective-lookup", java,
               "class Solution {\n    Object call(Object target, String name) throws Exception {\n"
               "        return target.getClass().getMethod(name).invoke(target);\n    }\n}\n",
               "reflection (getMethod)"),
        Hidden("service-loader", java,
               "import java.util.*;\n\nclass Solution {\n    Object grader() {\n"
               "        return ServiceLoader.load(Runnable.class).findFirst().orElse(null);\n"
               "    }\n}\n", "ServiceLoader brings in code"),
        Hidden("interface-default-method", java,
               "import java.util.*;\n\ninterface Grading {\n"
               f"    default String grade({JAVA_SIGNATURE}) {{\n{body8}    }}\n}}\n",
               "Grading::grade: cyclomatic"),
        Hidden("unicode-escape-comment", java,
               "class Solution {\n    // \\u000a static { try { Class.forName(\"G\"); } "
               "catch (Exception e) {} }\n}\n", "forName brings in code"),
        Hidden("carriage-return-comment", java,
               "class Solution {\n    // table\r static final String[] T = new String[101]; "
               "static { for (int t = 0; t <= 100; t++) { T[t] = t >= 90 ? \"A\" : t >= 80 ? "
               "\"B\" : t >= 70 ? \"C\" : t >= 60 ? \"D\" : \"F\"; if (t > 96 && t < 101) "
               "T[t] = \"A+\"; } }\n}\n", "Solution::<static initializer>: cyclomatic"),
        Hidden("imported-script", java,
               "import javax.script.*;\n\nclass Solution {}\n", "importing javax.script"),
    ]  # fmt: skip


def _javascript(language: int) -> list[Hidden]:
    ts = language == pb.LANGUAGE_TYPESCRIPT
    signature = TS_SIGNATURE if ts else "homework, midterm, finalExam, absences"
    returns = ": string" if ts else ""
    body2, body4 = body(language, "  "), body(language, "    ")
    call = "(homework, midterm, finalExam, absences)"
    wrapper = f"function finalGrade({signature}){returns} {{\n  return {{call}}{call};\n}}\n"
    typed = " as (...args: any[]) => string" if ts else ""
    cases = [
        Hidden(
            "new-function-template-literal",
            language,
            'const finalGrade = new Function("homework", "midterm", "finalExam", "absences", `\n'
            f"{body2}`){typed};\n",
            "Function builds code",
            runs=True,
        ),
        Hidden(
            "function-call",
            language,
            'const finalGrade = Function("homework", "midterm", "finalExam", "absences", '
            f'"return homework.length ? \\"A\\" : \\"F\\";"){typed};\n',
            "Function builds code",
        ),
        Hidden(
            "eval",
            language,
            f"eval(`function finalGrade({signature}){returns} {{\n{body2}}}`);\n",
            "eval runs code held as text",
        ),
        Hidden(
            "indirect-eval",
            language,
            'const run = (0, globalThis.eval);\nrun("1");\n',
            ".eval runs code held as text",
        ),
        Hidden(
            "arrow-constant",
            language,
            f"const gradeImpl = ({signature}){returns} => {{\n{body2}}};\n\n"
            + wrapper.replace("{call}", "gradeImpl"),
            "gradeImpl: lines of code",
            runs=True,
        ),
        Hidden(
            "iife",
            language,
            f"function finalGrade({signature}){returns} {{\n  return ((){returns} => {{\n"
            f"{body4}  }})();\n}}\n",
            "finalGrade.<arrow function at line 2>: cyclomatic",
        ),
        Hidden(
            "class-field-arrow",
            language,
            f"class Grader {{\n  static run = ({signature}){returns} => {{\n{body4}  }};\n}}\n\n"
            + wrapper.replace("{call}", "Grader.run"),
            "Grader.run: cyclomatic",
        ),
        Hidden(
            "object-method",
            language,
            f"const grader = {{\n  grade({signature}){returns} {{\n{body4}  }},\n}};\n\n"
            + wrapper.replace("{call}", "grader.grade"),
            "grade: cyclomatic complexity 20",
        ),
        Hidden(
            "template-substitution",
            language,
            f"function finalGrade({signature}){returns} {{\n"
            f"  return `${{(((){returns} => {{\n{body4}  }}))()}}`;\n}}\n",
            "<arrow function at line 2>: cyclomatic",
        ),
        Hidden(
            "set-timeout-string",
            language,
            'setTimeout("globalThis.finalGrade = () => \\"A\\"", 0);\n',
            "setTimeout with a string",
        ),
        Hidden(
            "require-vm",
            language,
            'const vm = require("vm");\nvm.runInThisContext("1");\n',
            "requiring 'vm'",
        ),
        Hidden(
            "import-child-process",
            language,
            'import { execSync } from "node:child_process";\nexecSync("node g.js");\n',
            "importing 'node:child_process'",
        ),
        Hidden(
            "require-written-file",
            language,
            'const fs = require("fs");\nfs.writeFileSync("g.js", "module.exports = 1");\n'
            'const g = require("./g.js");\n',
            "requiring './g.js'",
        ),
        Hidden(
            "dynamic-import",
            language,
            'import("data:text/javascript,export default 1");\n',
            "import() brings in code",
        ),
        Hidden("escaped-identifier", language, '\\u0065val("1");\n', "eval runs code held as text"),
        Hidden(
            "line-separator-comment",  # U+2028 ends a line, and so the comment
            language,
            '// grading\u2028eval("1");\n',
            "eval runs code held as text",
        ),
        Hidden(
            "escaped-property",
            language,
            'const F = (() => 0)["\\u0063onstructor"];\n',
            "the string 'constructor' names something",
        ),
        Hidden(
            "constructor-reach",
            language,
            'const F = (() => 0).constructor;\nF("return 1")();\n',
            ".constructor builds code",
        ),
        Hidden(
            "computed-global",
            language,
            'const name = "ev" + "al";\n(globalThis as any)[name]("1");\n'
            if ts
            else 'const name = "ev" + "al";\nglobalThis[name]("1");\n',
            "globalThis used as a value",
        ),
        Hidden(
            "static-block",
            language,
            "class Table {\n  static grades" + (": string[]" if ts else "") + " = [];\n"
            "  static {\n    for (let t = 0; t <= 100; t++) {\n"
            '      Table.grades.push(t >= 90 ? "A" : t >= 80 ? "B" : t >= 70 ? "C" : '
            't >= 60 ? "D" : "F");\n      if (t >= 97 && t <= 100 || t === 0) '
            'Table.grades[t] = "A+";\n    }\n  }\n}\n',
            "Table.<static block>: cyclomatic complexity 9 > 6",
        ),
        Hidden(
            "generator",
            language,
            f"function* grades({signature}){': Generator<string>' if ts else ''} {{\n"
            f'  yield "start";\n{body2}}}\n',
            "grades: cyclomatic complexity 20",
        ),
        Hidden(
            "getter",
            language,
            "class G {\n"
            + (
                "  homework: number[] = [];\n  midterm = 0;\n  finalExam = 0;\n  absences = 0;\n"
                if ts
                else ""
            )
            + f"  get value(){returns} {{\n"
            "    const { homework, midterm, finalExam, absences } = this;\n"
            f"{body4}  }}\n}}\n",
            "G.value: cyclomatic",
        ),
    ]
    if ts:
        cases += [
            Hidden(
                "namespace-function",
                language,
                f"namespace Grading {{\n  export function run({signature}){returns} {{\n"
                f"{body4}  }}\n}}\n\n" + wrapper.replace("{call}", "Grading.run"),
                "Grading.run: cyclomatic",
            ),
            Hidden(
                "generic-function",
                language,
                f"function gradeOf<T extends number>(homework: T[], midterm: T, finalExam: T, "
                f"absences: T): string {{\n{body2}}}\n\n" + wrapper.replace("{call}", "gradeOf"),
                "gradeOf: cyclomatic",
            ),
            Hidden(
                "reference-directive",
                language,
                '/// <reference path="./grading.ts" />\ndeclare function grade(): string;\n',
                "the directive /// <reference>",
            ),
            Hidden(
                "decorator-factory",
                language,
                "function graded() {\n  return function (target: unknown, key: string, "
                "d: PropertyDescriptor) {\n"
                f"    d.value = ({signature}): string => {{\n{body(language, '      ')}    }};\n"
                "  };\n}\n",
                "graded.<function at line 2>.d.value: cyclomatic",
            ),
        ]
    return cases  # fmt: skip


def _rust() -> list[Hidden]:
    rs = pb.LANGUAGE_RUST
    body8, body12 = body(rs, " " * 8), body(rs, " " * 12)
    call = "(homework, midterm, final_exam, absences)"
    wrapper = f"fn final_grade({RUST_SIGNATURE}) -> String {{\n    {{call}}{call}\n}}\n"
    return [
        Hidden("macro-rules", rs,
               "macro_rules! grade {\n"
               "    ($homework:expr, $midterm:expr, $final_exam:expr, $absences:expr) => {{\n"
               "        let (homework, midterm, final_exam, absences):\n"
               "            (Vec<i64>, i64, i64, i64) =\n"
               "            ($homework, $midterm, $final_exam, $absences);\n"
               f"        (|| -> String {{\n{body12}        }})()\n    }}}};\n}}\n\n"
               + wrapper.replace("{call}", "grade!").replace(f"!{call}", f"!{call}"),
               "macro_rules! grade: macro bodies are pasted text", runs=True),
        Hidden("closure-constant", rs,
               "const GRADE: fn(Vec<i64>, i64, i64, i64) -> String =\n"
               f"    |homework, midterm, final_exam, absences| {{\n{body8}    }};\n\n"
               + wrapper.replace("{call}", "GRADE"), "GRADE: lines of code", runs=True),
        Hidden("closure-field", rs,
               "struct Grader {\n    run: Box<dyn Fn(Vec<i64>, i64, i64, i64) -> String>,\n}\n\n"
               f"fn final_grade({RUST_SIGNATURE}) -> String {{\n"
               "    let g = Grader {\n"
               f"        run: Box::new(|homework, midterm, final_exam, absences| {{\n{body12}"
               f"        }}),\n    }};\n    (g.run){call}\n}}\n",
               "final_grade::<closure at line 7>: cyclomatic complexity 20"),
        Hidden("nested-fn", rs,
               f"fn final_grade({RUST_SIGNATURE}) -> String {{\n"
               f"    fn inner({RUST_SIGNATURE}) -> String {{\n{body8}    }}\n    inner{call}\n}}\n",
               "final_grade::inner: cyclomatic"),
        Hidden("trait-default-method", rs,
               f"trait Grade {{\n    fn grade(&self, {RUST_SIGNATURE}) -> String {{\n"
               f"{body8}    }}\n}}\n",
               "Grade::grade: cyclomatic"),
        Hidden("generic-impl", rs,
               "struct Grader<T>(T);\n\nimpl<T: Copy> Grader<T> {\n"
               f"    fn run(&self, {RUST_SIGNATURE}) -> String {{\n{body8}    }}\n}}\n",
               "Grader::run: cyclomatic"),
        Hidden("logic-in-macro-arguments", rs,
               f"fn final_grade({RUST_SIGNATURE}) -> String {{\n"
               f"    format!(\"{{}}\", {{\n{body8}    }})\n}}\n",
               "final_grade: cyclomatic complexity"),
        Hidden("include", rs, 'include!("grading.rs");\n', "include! brings in code"),
        Hidden("inline-assembly", rs,
               "fn pause() {\n    unsafe { std::arch::asm!(\"nop\"); }\n}\n", "asm! builds code"),
        Hidden("extern-block", rs,
               'extern "C" {\n    fn system(command: *const u8) -> i32;\n}\n', "an extern block"),
        Hidden("process-command", rs,
               "fn run() {\n    let _ = std::process::Command::new(\"./grade\").status();\n}\n",
               "std::process::Command runs another program"),
        Hidden("transmute", rs,
               "static CODE: [u8; 1] = [0xc3];\nfn run() {\n"
               "    let f: fn() = unsafe { std::mem::transmute(CODE.as_ptr()) };\n    f();\n}\n",
               "transmute builds code"),
        Hidden("module-file", rs, "mod grading;\n", "mod grading; brings in code"),
        Hidden("user-macro-call", rs,
               f"fn final_grade({RUST_SIGNATURE}) -> String {{\n    lazy_grade!{call}\n}}\n",
               "lazy_grade! is not a standard macro"),
    ]  # fmt: skip


def _go() -> list[Hidden]:
    go = pb.LANGUAGE_GO
    head = "package main\n\n"
    body1, body2 = body(go, "\t"), body(go, "\t\t")
    call = "(homework, midterm, finalExam, absences)"
    struct_result = re.sub(r'return ("[A-F+]*")', r"return \1, struct{}{}", body1)
    return [
        Hidden("struct-result", go,
               f"{head}func finalGradeImpl({GO_SIGNATURE}) (string, struct{{}}) {{\n"
               f"{struct_result}}}\n\n"
               f"func FinalGrade({GO_SIGNATURE}) string {{\n\tgrade, _ := finalGradeImpl{call}\n"
               "\treturn grade\n}\n", "finalGradeImpl: lines of code", runs=True),
        Hidden("var-func-literal", go,
               f"{head}var gradeImpl = func({GO_SIGNATURE}) string {{\n{body1}}}\n\n"
               f"func FinalGrade({GO_SIGNATURE}) string {{\n\treturn gradeImpl{call}\n}}\n",
               "gradeImpl: lines of code", runs=True),
        Hidden("struct-field-func", go,
               f"{head}type grader struct{{ run func([]int, int, int, int) string }}\n\n"
               f"func FinalGrade({GO_SIGNATURE}) string {{\n"
               f"\tg := grader{{run: func({GO_SIGNATURE}) string {{\n{body2}\t}}}}\n"
               f"\treturn g.run{call}\n}}\n", "FinalGrade.run: cyclomatic"),
        Hidden("immediately-invoked", go,
               f"{head}func FinalGrade({GO_SIGNATURE}) string {{\n"
               f"\treturn func() string {{\n{body2}\t}}()\n}}\n",
               "FinalGrade.<func literal at line 4>: cyclomatic"),
        Hidden("generic-method", go,
               f"{head}type grader[T any] struct{{}}\n\n"
               f"func (g grader[T]) run({GO_SIGNATURE}) string {{\n{body1}}}\n",
               "grader.run: cyclomatic"),
        Hidden("init-function", go,
               f"{head}var table = map[int]string{{}}\n\nfunc init() {{\n"
               "\tfor t := 0; t <= 100; t++ {\n\t\tswitch {\n\t\tcase t >= 90 && t < 97:\n"
               '\t\t\ttable[t] = "A"\n\t\tcase t >= 80:\n\t\t\ttable[t] = "B"\n'
               '\t\tcase t >= 70 || t == 0:\n\t\t\ttable[t] = "C"\n\t\tdefault:\n'
               '\t\t\ttable[t] = "F"\n\t\t}\n\t}\n}\n', "init: cyclomatic complexity 7 > 6"),
        Hidden("plugin", go, f'{head}import "plugin"\n\nvar _, _ = plugin.Open("g.so")\n',
               "importing 'plugin'"),
        Hidden("reflect", go, f'{head}import "reflect"\n\nvar _ = reflect.ValueOf(1)\n',
               "importing 'reflect'"),
        Hidden("cgo", go, f'{head}// int grade(int t) {{ return t > 90; }}\nimport "C"\n',
               "importing 'C' (cgo"),
        Hidden("os-exec", go, f'{head}import "os/exec"\n\nvar _ = exec.Command("./grade")\n',
               "importing 'os/exec'"),
        Hidden("linkname-without-body", go,
               f'{head}import _ "unsafe"\n\n//go:linkname grade runtime.grade\n'
               f"func grade({GO_SIGNATURE}) string\n", "func grade without a body"),
        Hidden("text-template", go,
               f'{head}import "text/template"\n\n'
               'var t = template.Must(template.New("g").Parse(\n'
               '\t"{{if gt . 90}}A{{else}}F{{end}}"))\n',
               "importing 'text/template'"),
    ]  # fmt: skip


def corpus() -> list[Hidden]:
    return [
        *_python(),
        *_cpp(),
        *_java(),
        *_javascript(pb.LANGUAGE_JAVASCRIPT),
        *_javascript(pb.LANGUAGE_TYPESCRIPT),
        *_rust(),
        *_go(),
    ]
