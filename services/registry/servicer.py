"""gRPC adapter of the registry: requests to Registry calls, nothing else."""

from __future__ import annotations

import grpc

from rockman.registry.core import ProblemFilter, Registry
from rockman.v1 import registry_pb2, registry_pb2_grpc


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
        return registry_pb2.ListVersionsResponse(versions=self.registry.versions(request.suite))

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
