"""Registry commands of rockman-client: build, publish, versions, verify, import, export,
canary-scan.

Writes (build, publish, import, full export, verify) need the publisher role: an embedded
registry grants it to its local user; a remote one needs a publisher --token.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rockman import enums, hashing
from rockman.auth import Role
from rockman.client.connect import add_service_flags, connected, split_seed
from rockman.client.suites import build_shared
from rockman.errors import InvalidArgument, NotFound
from rockman.importers import export as export_format
from rockman.importers.humaneval import humaneval_sources, humaneval_x_sources
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

EXIT_MISMATCH = 1
EXIT_CANARIES_FOUND = 3
DEFAULT_IMPORT_SUITES = {"humaneval": "humaneval", "humaneval-x": "humaneval-x", "jsonl": ""}


def _out(text: str) -> None:
    sys.stdout.write(text + "\n")


def _err(text: str) -> None:
    sys.stderr.write(text + "\n")


def cmd_build(ns: argparse.Namespace) -> int:
    problems_dir = ns.problems_dir or build.default_problems_dir()
    seed = split_seed(ns, ns.home)
    sources = build_shared(problems_dir, ns.suite, seed)
    with connected(ns, Role.PUBLISHER) as client:
        response = client.put_draft(ns.suite, sources)
    _err(
        f"draft of {ns.suite}: {response.problem_count} problems, version hash "
        f"{response.version_hash}, split {seed.describe()}"
    )
    return 0


def cmd_publish(ns: argparse.Namespace) -> int:
    with connected(ns, Role.PUBLISHER) as client:
        info = client.publish(ns.suite, ns.version)
    _err(
        f"published {info.suite} {info.version}: {info.problem_count} problems, "
        f"version hash {info.version_hash}"
    )
    return 0


def _version_record(info: registry_pb2.VersionInfo) -> dict[str, Any]:
    return {
        "suite": info.suite,
        "version": info.version,
        "created_at": info.created_at,
        "version_hash": info.version_hash,
        "problem_count": info.problem_count,
        "development_split": info.development_split,
        "problems": [
            {
                "task_id": e.task_id,
                "language": enums.name_of(enums.LANGUAGES, e.language),
                "content_hash": e.content_hash,
            }
            for e in info.entries
        ],
    }


def cmd_versions(ns: argparse.Namespace) -> int:
    """With --suite, that local suite is built first; without, the registry's versions as they
    are (building every local suite would be the slow part, for nothing asked)."""
    with connected(ns, Role.READER, sync={ns.suite} if ns.suite else None) as client:
        infos = client.versions(ns.suite or "", include_problems=True)
    records = [_version_record(i) for i in infos]
    if ns.json:
        _out(json.dumps(records, indent=2))
        return 0
    for r in records:
        dev = "  (development split)" if r["development_split"] else ""
        _out(f"{r['suite']} {r['version']}  {r['created_at']}  {r['version_hash']}{dev}")
        for p in r["problems"]:
            _out(f"    {p['task_id']:<24} {p['language']:<11} {p['content_hash']}")
    return 0


def cmd_verify(ns: argparse.Namespace) -> int:
    with connected(ns, Role.PUBLISHER) as client:
        result = client.verify(ns.suite or "", ns.version or "")
    mismatches = [
        {
            "suite": m.suite,
            "version": m.version,
            "task_id": m.task_id,
            "language": enums.name_of(enums.LANGUAGES, m.language),
            "reason": m.reason,
        }
        for m in result.mismatches
    ]
    if ns.json:
        _out(
            json.dumps(
                {
                    "versions_checked": result.versions_checked,
                    "problems_checked": result.problems_checked,
                    "mismatches": mismatches,
                },
                indent=2,
            )
        )
    for m in mismatches:
        where = " ".join(x for x in (m["suite"], m["version"], m["task_id"]) if x)
        _err(f"MISMATCH {where or 'database'}: {m['reason']}")
    _err(
        f"verified {result.versions_checked} versions, {result.problems_checked} problems: "
        + ("all hashes match" if not mismatches else f"{len(mismatches)} mismatches")
    )
    return EXIT_MISMATCH if mismatches else 0


def _import_sources(ns: argparse.Namespace) -> tuple[str, list[registry_pb2.ProblemSource]]:
    suite = ns.suite or DEFAULT_IMPORT_SUITES[ns.format]
    if ns.format == "humaneval":
        return suite, humaneval_sources(ns.file, suite)
    if ns.format == "humaneval-x":
        if not ns.language:
            raise InvalidArgument("import humaneval-x needs --language")
        return suite, humaneval_x_sources(ns.file, enums.language(ns.language), suite)
    sources = export_format.read_export(ns.file)
    suites = {s.problem.suite for s in sources}
    if not suite:
        if len(suites) != 1:
            raise InvalidArgument(
                f"{ns.file}: holds suites {sorted(suites)}; pick one with --suite"
            )
        suite = suites.pop()
    for source in sources:
        source.problem.suite = suite
        source.problem.version = ""
    return suite, sources


def cmd_import(ns: argparse.Namespace) -> int:
    suite, sources = _import_sources(ns)
    digest = hashing.version_hash(
        (s.problem.task_id, s.problem.language, s.problem.content_hash) for s in sources
    )
    with connected(ns, Role.PUBLISHER) as client:
        for info in client.versions(suite):
            if info.version_hash == digest:
                _err(f"{ns.file} is already {suite} {info.version} ({len(sources)} problems)")
                return 0
        version = ns.version or f"import-{digest[:12]}"
        response = client.put_version(suite, version, sources)
    _err(
        f"imported {len(sources)} problems into {suite} {version} "
        f"(version hash {response.version_hash})"
    )
    return 0


def cmd_export(ns: argparse.Namespace) -> int:
    role = Role.PUBLISHER if ns.full else Role.READER
    with connected(ns, role, sync={ns.suite}) as client:
        if ns.full:
            version, sources = client.export_version(ns.suite, ns.version or "")
            records = [
                export_format.export_record(s.problem, list(s.cases), ns.suite, version)
                for s in sources
            ]
        else:
            records = []
            version = ns.version or ""
            for language in enums.LANGUAGES.values():
                try:
                    problems, version, _ = client.problems(
                        ns.suite, version, pb.Language.ValueType(language)
                    )
                except NotFound:
                    if not version:
                        raise
                    continue
                records.extend(
                    export_format.export_record(p, None, ns.suite, version) for p in problems
                )
    text = "".join(json.dumps(r) + "\n" for r in records)
    if ns.out:
        ns.out.write_text(text, encoding="utf-8")
        _err(f"wrote {len(records)} problems of {ns.suite} {version} to {ns.out}")
    else:
        sys.stdout.write(text)
    return 0


def cmd_canary_scan(ns: argparse.Namespace) -> int:
    from rockman.canary_scan import scan

    # The local problems' canaries come from their task ids (a canary is derived from the task
    # id alone), so no local suite has to be built; the registry adds every suite it holds.
    canaries: dict[str, str] = {
        hashing.canary_for(spec.task_id): spec.task_id
        for spec in build.discover(build.default_problems_dir())
    } if build.default_problems_dir().is_dir() else {}  # fmt: skip
    with connected(ns, Role.READER) as client:
        for suite in client.suites():
            for version in suite.versions:
                for language in enums.LANGUAGES.values():
                    try:
                        problems, _, _ = client.problems(
                            suite.suite, version, pb.Language.ValueType(language)
                        )
                    except NotFound:
                        continue
                    canaries.update({p.canary: p.task_id for p in problems})
    findings = scan(ns.paths, canaries)
    records = [
        {"path": f.path, "line": f.line, "task_id": f.task_id, "canary": f.canary} for f in findings
    ]
    if ns.json:
        _out(json.dumps({"known_canaries": len(canaries), "findings": records}, indent=2))
    else:
        for r in records:
            _out(f"{r['path']}:{r['line']}: {r['task_id'] or 'unknown Rockman problem'} "
                 f"({r['canary']})")  # fmt: skip
    leaked = {f.task_id for f in findings}
    _err(
        f"scanned with {len(canaries)} known canaries: "
        + (f"{len(records)} hits from {len(leaked)} problems" if records else "no canary found")
    )
    return EXIT_CANARIES_FOUND if records else 0


def add_parsers(sub: argparse._SubParsersAction) -> None:
    publish = sub.add_parser("publish", help="publish a suite's draft as an immutable version")
    publish.add_argument("--version", required=True)
    publish.add_argument("--suite", default="rockman")
    add_service_flags(publish)
    publish.set_defaults(func=cmd_publish)

    versions = sub.add_parser("versions", help="every version with its problems' hashes")
    versions.add_argument("--suite", default="")
    versions.add_argument("--json", action="store_true")
    add_service_flags(versions)
    versions.set_defaults(func=cmd_versions)

    verify = sub.add_parser("verify", help="decrypt and recompute every hash")
    verify.add_argument("--suite", default="")
    verify.add_argument("--version", default="")
    verify.add_argument("--json", action="store_true")
    add_service_flags(verify)
    verify.set_defaults(func=cmd_verify)

    imp = sub.add_parser("import", help="import HumanEval, HumanEval-X or a Rockman export")
    imp.add_argument("format", choices=sorted(DEFAULT_IMPORT_SUITES))
    imp.add_argument("file", type=Path)
    imp.add_argument("--language", help="humaneval-x: the file's language")
    imp.add_argument("--suite", default="", help="default: humaneval, humaneval-x, or the file's")
    imp.add_argument("--version", default="", help="default: import-<version hash prefix>")
    add_service_flags(imp)
    imp.set_defaults(func=cmd_import)

    export = sub.add_parser("export", help="export a version (public view unless --full)")
    export.add_argument("--suite", default="starter")
    export.add_argument("--version", default="")
    export.add_argument("--full", action="store_true", help="every case (publisher only)")
    export.add_argument("--out", type=Path)
    add_service_flags(export)
    export.set_defaults(func=cmd_export)

    scan = sub.add_parser("canary-scan", help="find Rockman canaries in files")
    scan.add_argument("paths", type=Path, nargs="+")
    scan.add_argument("--json", action="store_true")
    add_service_flags(scan)
    scan.set_defaults(func=cmd_canary_scan)


def add_problems_build(psub: argparse._SubParsersAction) -> None:
    pbuild = psub.add_parser("build", help="build problems/ into the suite's draft")
    pbuild.add_argument("--suite", default="rockman")
    pbuild.add_argument("--problems-dir", type=Path)
    add_service_flags(pbuild)
    pbuild.set_defaults(func=cmd_build)
