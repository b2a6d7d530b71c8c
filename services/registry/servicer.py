"""gRPC adapter of the registry: requests to Registry calls, and who may call what."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

import grpc

from rockman.auth import EXECUTE, PUBLISH, READ, Role
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2, registry_pb2_grpc
from services.registry.core import ProblemFilter, Registry
from services.registry.store import VersionRow

_SERVICE = "/rockman.v1.RegistryService/"
_Request = TypeVar("_Request")
POLICY: dict[str, frozenset[Role]] = {
    _SERVICE + "ListSuites": READ,
    _SERVICE + "ListVersions": READ,
    _SERVICE + "ListProblems": READ,
    _SERVICE + "GetProblem": READ,
    _SERVICE + "GetTestBundle": EXECUTE,
    _SERVICE + "PutVersion": PUBLISH,
    _SERVICE + "PutDraft": PUBLISH,
    _SERVICE + "PutVersionStream": PUBLISH,
    _SERVICE + "PutDraftStream": PUBLISH,
    _SERVICE + "PublishDraft": PUBLISH,
    _SERVICE + "ExportVersion": PUBLISH,
    _SERVICE + "VerifyVersions": PUBLISH,
}


def version_info(row: VersionRow) -> registry_pb2.VersionInfo:
    return registry_pb2.VersionInfo(
        suite=row.suite,
        version=row.version,
        version_hash=row.version_hash,
        created_at=row.created_at,
        problem_count=row.problem_count,
        development_split=row.development_split,
    )


class RegistryServicer(registry_pb2_grpc.RegistryServiceServicer):
    def __init__(self, registry: Registry) -> None:
        self.registry = registry

    def ListSuites(
        self, request: registry_pb2.ListSuitesRequest, context: grpc.ServicerContext
    ) -> registry_pb2.ListSuitesResponse:
        return registry_pb2.ListSuitesResponse(suites=self.registry.suites())

    def ListVersions(
        self, request: registry_pb2.ListVersionsRequest, context: grpc.ServicerContext
    ) -> registry_pb2.ListVersionsResponse:
        infos = []
        for row, entries in self.registry.versions(request.suite, request.include_problems):
            info = version_info(row)
            info.entries.extend(
                registry_pb2.VersionEntry(
                    task_id=t, language=pb.Language.ValueType(lang), content_hash=h
                )
                for t, lang, h in entries
            )
            infos.append(info)
        return registry_pb2.ListVersionsResponse(versions=infos)

    def ListProblems(
        self, request: registry_pb2.ListProblemsRequest, context: grpc.ServicerContext
    ) -> registry_pb2.ListProblemsResponse:
        page = self.registry.list_problems(
            request.suite,
            request.version,
            request.language,
            ProblemFilter(
                request.category, request.difficulty, request.task_type, tuple(request.tags)
            ),
            request.page_size,
            request.page_token,
        )
        return registry_pb2.ListProblemsResponse(
            problems=page.problems,
            next_page_token=page.next_page_token,
            version=page.version.version,
            version_hash=page.version.version_hash,
        )

    def GetProblem(
        self, request: registry_pb2.GetProblemRequest, context: grpc.ServicerContext
    ) -> registry_pb2.GetProblemResponse:
        return registry_pb2.GetProblemResponse(
            problem=self.registry.problem(request.task_id, request.language, request.version)
        )

    def GetTestBundle(
        self, request: registry_pb2.GetTestBundleRequest, context: grpc.ServicerContext
    ) -> registry_pb2.GetTestBundleResponse:
        return registry_pb2.GetTestBundleResponse(
            bundle=self.registry.bundle(request.task_id, request.language, request.version)
        )

    def PutVersion(
        self, request: registry_pb2.PutVersionRequest, context: grpc.ServicerContext
    ) -> registry_pb2.PutVersionResponse:
        row = self.registry.put_version(request.suite, request.version, list(request.problems))
        return registry_pb2.PutVersionResponse(
            version_hash=row.version_hash, problem_count=row.problem_count
        )

    def PutDraft(
        self, request: registry_pb2.PutDraftRequest, context: grpc.ServicerContext
    ) -> registry_pb2.PutDraftResponse:
        digest, count = self.registry.put_draft(request.suite, list(request.problems))
        return registry_pb2.PutDraftResponse(version_hash=digest, problem_count=count)

    def PutVersionStream(
        self,
        request_iterator: Iterator[registry_pb2.PutVersionStreamRequest],
        context: grpc.ServicerContext,
    ) -> registry_pb2.PutVersionResponse:
        first = _first(request_iterator)
        problems = _problems(first, request_iterator, ("suite", "version"))
        row = self.registry.put_version(first.suite, first.version, problems)
        return registry_pb2.PutVersionResponse(
            version_hash=row.version_hash, problem_count=row.problem_count
        )

    def PutDraftStream(
        self,
        request_iterator: Iterator[registry_pb2.PutDraftStreamRequest],
        context: grpc.ServicerContext,
    ) -> registry_pb2.PutDraftResponse:
        first = _first(request_iterator)
        problems = _problems(first, request_iterator, ("suite",))
        digest, count = self.registry.put_draft(first.suite, problems)
        return registry_pb2.PutDraftResponse(version_hash=digest, problem_count=count)

    def PublishDraft(
        self, request: registry_pb2.PublishDraftRequest, context: grpc.ServicerContext
    ) -> registry_pb2.PublishDraftResponse:
        row = self.registry.publish(request.suite, request.version)
        return registry_pb2.PublishDraftResponse(version=version_info(row))

    def ExportVersion(
        self, request: registry_pb2.ExportVersionRequest, context: grpc.ServicerContext
    ) -> Iterator[registry_pb2.ExportVersionResponse]:
        head, sources = self.registry.sources(request.suite, request.version)
        for source in sources:
            yield registry_pb2.ExportVersionResponse(source=source, version=head.version)

    def VerifyVersions(
        self, request: registry_pb2.VerifyVersionsRequest, context: grpc.ServicerContext
    ) -> registry_pb2.VerifyVersionsResponse:
        report = self.registry.verify(request.suite, request.version)
        return registry_pb2.VerifyVersionsResponse(
            versions_checked=report.versions_checked,
            problems_checked=report.problems_checked,
            mismatches=[
                registry_pb2.IntegrityProblem(
                    suite=m.suite,
                    version=m.version,
                    task_id=m.task_id,
                    language=pb.Language.ValueType(m.language),
                    reason=m.reason,
                )
                for m in report.mismatches
            ],
        )


def _first(requests: Iterator[_Request]) -> _Request:
    for request in requests:
        return request
    raise InvalidArgument("empty stream: the first message must name the suite")


def _problems(
    first: registry_pb2.PutVersionStreamRequest | registry_pb2.PutDraftStreamRequest,
    rest: Iterable[registry_pb2.PutVersionStreamRequest | registry_pb2.PutDraftStreamRequest],
    header: tuple[str, ...],
) -> Iterator[registry_pb2.ProblemSource]:
    """The problems of a put stream, read one message at a time; only the first message may
    name the suite (and version)."""
    if first.HasField("problem"):
        yield first.problem
    for index, request in enumerate(rest, 1):
        named = [name for name in header if getattr(request, name)]
        if named:
            raise InvalidArgument(
                f"message {index} of the stream sets {', '.join(named)}: only the first may"
            )
        if request.HasField("problem"):
            yield request.problem
