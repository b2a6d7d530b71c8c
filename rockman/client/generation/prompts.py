"""What is sent to the model for a problem: a jinja2 template around the problem's prompt.

The defaults live in templates/: chat.j2 asks a chat model for the whole program in one fenced
block, with an instruction chosen by task type (debugging, refactoring, class tasks, the rest);
completions.j2 sends the prompt as it is, for a base model to continue (human-eval style).
`--prompt-template FILE` replaces either; the template's text and its SHA256 go into the run's
manifest, so a number can always be traced to the exact prompt that produced it.

Template variables: prompt (the problem's prompt in the language), language (python, cpp, ...),
language_name (Python, C++, ...), fence (the code fence's tag), task_type (generation,
debugging, ...), task_id, entry_point, is_class.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import jinja2

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb

# How a prompt names each language and the fence it asks for (the language's record).
DISPLAY = {r.name: (r.display, r.fence) for r in languages.records().values()}
DEFAULT_SYSTEM_PROMPT = (
    "You are an expert programmer. Write correct, efficient code that follows the task exactly."
)


@dataclass(frozen=True)
class PromptTemplate:
    """A compiled template with where it came from and the SHA256 of its text."""

    source: str  # "default:chat", "default:completions" or the file's path
    text: str
    sha256: str
    template: jinja2.Template

    def render(self, problem: pb.Problem) -> str:
        language = enums.name_of(enums.LANGUAGES, problem.language)
        name, fence = DISPLAY.get(language, (language, language))
        try:
            return self.template.render(
                prompt=problem.prompt,
                language=language,
                language_name=name,
                fence=fence,
                task_type=enums.name_of(enums.TASK_TYPES, problem.task_type),
                task_id=problem.task_id,
                entry_point=problem.entry_point,
                is_class=problem.interface.HasField("class_interface"),
            )
        except jinja2.TemplateError as exc:
            raise InvalidArgument(f"prompt template {self.source}: {exc}") from None


def _environment() -> jinja2.Environment:
    # Plain text, not HTML: no autoescape. Undefined names are errors, not empty strings.
    return jinja2.Environment(
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True, autoescape=False
    )


def compile_template(text: str, source: str) -> PromptTemplate:
    try:
        template = _environment().from_string(text)
    except jinja2.TemplateSyntaxError as exc:
        raise InvalidArgument(
            f"prompt template {source}:{exc.lineno}: {exc.message}; fix the template"
        ) from None
    return PromptTemplate(source, text, hashlib.sha256(text.encode()).hexdigest(), template)


def load_template(path: Path | None, chat: bool) -> PromptTemplate:
    """The template in `path`, or the default for the API style."""
    if path is None:
        name = "chat" if chat else "completions"
        text = resources.files(__package__).joinpath(f"templates/{name}.j2").read_text("utf-8")
        return compile_template(text, f"default:{name}")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidArgument(f"prompt template {path} does not exist") from None
    except UnicodeDecodeError:
        raise InvalidArgument(f"prompt template {path} is not UTF-8 text") from None
    return compile_template(text, str(path))
