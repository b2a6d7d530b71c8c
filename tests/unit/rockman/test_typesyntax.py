import pytest

from rockman import typesyntax
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb


@pytest.mark.parametrize(
    "text",
    [
        "int",
        "float",
        "bool",
        "str",
        "none",
        "list[int]",
        "dict[str, list[int]]",
        "tuple[int, str, float]",
        "optional[list[tuple[int, int]]]",
    ],
)
def test_parse_and_format_round_trip(text: str) -> None:
    assert typesyntax.format_type(typesyntax.parse(text)) == text


def test_parse_structure() -> None:
    ref = typesyntax.parse("dict[str, list[int]]")
    assert ref.kind == pb.TYPE_KIND_MAP
    assert [p.kind for p in ref.params] == [pb.TYPE_KIND_STRING, pb.TYPE_KIND_LIST]
    assert ref.params[1].params[0].kind == pb.TYPE_KIND_INT


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("integer", "unknown type"),
        ("list", "needs type parameters"),
        ("list[int, int]", "takes 1 parameter"),
        ("dict[str]", "takes 2 parameter"),
        ("dict[float, int]", "dict keys must be int or str"),
        ("dict[tuple[int, int], int]", "dict keys must be int or str"),
        ("list[int", "expected ',' or ']'"),
        ("int]", "unexpected"),
    ],
)
def test_parse_errors_name_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(InvalidArgument, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        typesyntax.parse(text)


def test_python_annotations() -> None:
    assert typesyntax.python_annotation(typesyntax.parse("optional[int]")) == "int | None"
    assert typesyntax.python_annotation(typesyntax.parse("none")) == "None"
    assert (
        typesyntax.python_annotation(typesyntax.parse("tuple[int, list[str]]"))
        == "tuple[int, list[str]]"
    )


def test_descriptor() -> None:
    assert typesyntax.descriptor(typesyntax.parse("dict[int, list[str]]")) == [
        "dict",
        "int",
        ["list", "str"],
    ]
