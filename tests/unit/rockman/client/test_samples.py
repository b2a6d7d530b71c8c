from pathlib import Path

import pytest

from rockman.client.samples import read_samples, samples_from_records
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "samples.jsonl"
    path.write_text(text)
    return path


def test_both_formats_and_numbering(tmp_path: Path) -> None:
    samples = read_samples(
        write(
            tmp_path,
            "\n".join(
                [
                    '{"task_id": "A/1", "completion": "  return 1\\n"}',
                    '{"task_id": "A/1", "completion": "  return 2\\n"}',
                    '{"task_id": "B/1", "solution": "def f(): pass", "sample_id": 7}',
                    "",
                    '{"task_id": "A/1", "solution": "x", "language": "python", "sample_id": "z"}',
                ]
            ),
        )
    )
    assert [(s.task_id, s.sample_id) for s in samples] == [
        ("A/1", "0"),
        ("A/1", "1"),
        ("B/1", "7"),
        ("A/1", "z"),
    ]
    assert samples[0].code_kind == pb.CODE_KIND_COMPLETION
    assert samples[2].code_kind == pb.CODE_KIND_SOLUTION
    assert samples[3].line == 5


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{not json", ":1: not valid JSON"),
        ('{"completion": "x"}', ":1: missing task_id"),
        ('{"task_id": "A", "completion": "x", "solution": "y"}', "exactly one of"),
        ('{"task_id": "A", "completion": 3}', "must be a string"),
        ('{"task_id": "A", "completion": "x", "language": "cobol"}', "unknown language 'cobol'"),
        (
            '{"task_id": "A", "completion": "x", "sample_id": "1"}\n'
            '{"task_id": "A", "completion": "y", "sample_id": "1"}',
            ":2: duplicate sample_id",
        ),
        ("[1, 2]", "must be a JSON object"),
        ("\n\n", "no samples"),
    ],
)
def test_bad_lines_name_the_line(tmp_path: Path, text: str, fragment: str) -> None:
    with pytest.raises(InvalidArgument, match=fragment):
        read_samples(write(tmp_path, text))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(NotFound, match="does not exist"):
        read_samples(tmp_path / "nope.jsonl")


def test_any_valid_json_lines_file_reads(tmp_path: Path) -> None:
    """Lines end at \\n only: U+2028, U+2029, U+0085 inside a line are text (splitlines()
    broke lines there); a BOM and \\r\\n endings are fine too."""
    raw = '{"task_id": "A/1", "completion": "a\u2028b\u2029c\x85d", "sample_id": "x\u2028y"}'
    path = tmp_path / "samples.jsonl"
    path.write_bytes(("\ufeff" + raw + "\r\n" + '{"task_id": "A/1", "solution": "z"}\r\n').encode())
    first, second = read_samples(path)
    assert first.code == "a\u2028b\u2029c\x85d" and first.sample_id == "x\u2028y"
    assert (second.code, second.line) == ("z", 2)


def test_lone_surrogates_become_their_escapes(tmp_path: Path) -> None:
    # JSON escapes of lone surrogates (no partner) decode to code points UTF-8 cannot carry.
    line = (
        '{"task_id": "A/\\udfff", "sample_id": "s\\ud800", '
        '"completion": "x = \\"\\ud800\\" + \\"\\udc00\\"  # \\ud83d\\ude00 is a pair"}'
    )
    [sample] = read_samples(write(tmp_path, line))
    assert sample.code == 'x = "\\ud800" + "\\udc00"  # \U0001f600 is a pair'
    assert sample.task_id == "A/\\udfff" and sample.sample_id == "s\\ud800"
    sample.code.encode("utf-8")  # valid UTF-8 now: a protobuf string takes it
    # In Python the escape is the same string as the lone surrogate was.
    scope: dict[str, str] = {}
    exec(sample.code, scope)
    assert scope["x"] == "\ud800\udc00"
    # Records in memory (the Python API) get the same treatment.
    [from_dict] = samples_from_records([(1, {"task_id": "A", "solution": "'\udc80'"})], "api")
    assert from_dict.code == "'\\udc80'"


def test_not_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "samples.jsonl"
    path.write_bytes(b'{"task_id": "A", "solution": "x"}\n{"task_id": "A", "solution": "\xff"}\n')
    with pytest.raises(InvalidArgument, match=r"samples.jsonl:2: not UTF-8 text"):
        read_samples(path)
