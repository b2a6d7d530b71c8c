"""The Python API: a thin, typed wrapper over the three services' stubs.

Every call has a deadline; RPC errors come back as RockmanError subclasses with the service's
message (NotFound, InvalidArgument, Unavailable naming the address, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

import grpc

from rockman import grpcutil
from rockman.client import executors, pipeline
from rockman.client.services import Endpoints
from rockman.errors import FailedPrecondition, RockmanError
from rockman.v1 import (
    baselines_pb2,
    baselines_pb2_grpc,
    common_pb2,
    comparison_pb2,
    comparison_pb2_grpc,
    executor_pb2,
    executor_pb2_grpc,
    leaderboard_pb2,
    leaderboard_pb2_grpc,
    registry_pb2,
    registry_pb2_grpc,
    scorer_pb2,
    scorer_pb2_grpc,
)

if TYPE_CHECKING:
    from rockman.client.run import Report

UNARY_TIMEOUT_S = 60.0
PUT_TIMEOUT_S = 1800.0  # a whole suite version streamed and sealed
EXECUTE_TIMEOUT_S = 24 * 3600.0
SCORE_BATCH = 5000


class Client:
    """Talks to a registry, an executor and a scorer."""

    def __init__(
        self,
        endpoints: Endpoints,
        token: str | None = None,
        registry_tls: grpcutil.TlsFiles | None = None,
        connect_timeout: float = 5.0,
        executor_streams: int | None = None,
        service_token: str | None = None,
    ) -> None:
        """`token` is the caller's token (reader, executor or publisher role), sent to every
        service;
        `registry_tls` the CA (and client certificate) when the registry speaks TLS.
        `endpoints.executor` may name several replicas (a comma-separated list or
        ``dns:///NAME:PORT``, see rockman.client.executors); `executor_streams` is how many
        Execute streams to open per replica (default 2 with several replicas, 1 with one).
        `service_token`, when given, goes to the executor and scorer instead of `token` (an
        embedded registry's token means nothing to a remote scorer)."""
        self.endpoints = endpoints
        self.token = token
        self.service_token = service_token or token
        self._channels: list[grpc.Channel] = []
        self.registry = registry_pb2_grpc.RegistryServiceStub(
            self._connect(endpoints.registry, "registry", connect_timeout, registry_tls)
        )
        # An empty address: this client does not talk to that service (e.g. registry admin).
        self._executor = None
        self._executor_target: executors.ExecutorTarget | None = None
        self._executor_streams = executor_streams
        self._executor_window: int | None = None
        if endpoints.executor:
            target = executors.parse_target(endpoints.executor)
            self._executor_target = target
            self._executor = executor_pb2_grpc.ExecutorServiceStub(
                self._connect_executor(target, connect_timeout)
            )
        scorer_channel = (
            self._connect(endpoints.scorer, "scorer", connect_timeout) if endpoints.scorer else None
        )
        self._scorer = scorer_pb2_grpc.ScorerServiceStub(scorer_channel) if scorer_channel else None
        self._leaderboard = (
            leaderboard_pb2_grpc.LeaderboardServiceStub(scorer_channel) if scorer_channel else None
        )
        self._comparison = (
            comparison_pb2_grpc.ComparisonServiceStub(scorer_channel) if scorer_channel else None
        )
        self._baselines = (
            baselines_pb2_grpc.BaselineServiceStub(scorer_channel) if scorer_channel else None
        )

    @property
    def executor(self) -> executor_pb2_grpc.ExecutorServiceStub:
        if self._executor is None:
            raise FailedPrecondition("this client has no executor address")
        return self._executor

    @property
    def scorer(self) -> scorer_pb2_grpc.ScorerServiceStub:
        if self._scorer is None:
            raise FailedPrecondition("this client has no scorer address")
        return self._scorer

    def _connect(
        self, address: str, what: str, timeout: float, tls: grpcutil.TlsFiles | None = None
    ) -> grpc.Channel:
        ch = grpcutil.channel(address, tls)
        self._channels.append(ch)
        try:
            grpcutil.wait_ready(ch, address, what, timeout)
        except RockmanError:
            self.close()
            raise
        return grpcutil.authorized(ch, self.token if what == "registry" else self.service_token)

    def _connect_executor(self, target: executors.ExecutorTarget, timeout: float) -> grpc.Channel:
        """One round_robin channel over every replica; ready when one replica is."""
        if len(target.replicas) == 1 and not target.dns:
            return self._connect(target.target, "executor", timeout)
        ch = executors.channel(target)
        self._channels.append(ch)
        try:
            grpcutil.wait_ready(ch, target.describe(), "executor", timeout)
        except RockmanError:
            self.close()
            raise
        return grpcutil.authorized(ch, self.service_token)

    def close(self) -> None:
        for ch in self._channels:
            ch.close()
        self._channels.clear()

    def __enter__(self) -> Client:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _call(self, what: str, method: Any, request: Any, timeout: float = UNARY_TIMEOUT_S) -> Any:
        token = self.token if what == "registry" else None
        try:
            return method(request, timeout=timeout, metadata=grpcutil.request_metadata(token=token))
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, what) from None

    # -- registry ------------------------------------------------------------------------------

    def suites(self) -> list[registry_pb2.SuiteInfo]:
        return list(
            self._call(
                "registry", self.registry.ListSuites, registry_pb2.ListSuitesRequest()
            ).suites
        )

    def versions(
        self, suite: str = "", include_problems: bool = False
    ) -> list[registry_pb2.VersionInfo]:
        return list(
            self._call(
                "registry",
                self.registry.ListVersions,
                registry_pb2.ListVersionsRequest(suite=suite, include_problems=include_problems),
            ).versions
        )

    def problems(
        self,
        suite: str,
        version: str = "",
        language: common_pb2.Language.ValueType = common_pb2.LANGUAGE_PYTHON,
        **filters: Any,
    ) -> tuple[list[common_pb2.Problem], str, str]:
        """Every problem of a suite version (all pages): (problems, version, version_hash)."""
        out: list[common_pb2.Problem] = []
        token = ""
        while True:
            response = self._call(
                "registry",
                self.registry.ListProblems,
                registry_pb2.ListProblemsRequest(
                    suite=suite,
                    version=version,
                    language=language,
                    page_size=1000,
                    page_token=token,
                    **filters,
                ),
            )
            out.extend(response.problems)
            token = response.next_page_token
            if not token:
                return out, response.version, response.version_hash

    def problem(
        self,
        task_id: str,
        language: common_pb2.Language.ValueType = common_pb2.LANGUAGE_PYTHON,
        version: str = "",
    ) -> common_pb2.Problem:
        return self._call(
            "registry",
            self.registry.GetProblem,
            registry_pb2.GetProblemRequest(task_id=task_id, language=language, version=version),
        ).problem

    def put_version(
        self, suite: str, version: str, sources: Iterable[registry_pb2.ProblemSource]
    ) -> registry_pb2.PutVersionResponse:
        """Store and publish a version, streamed one problem per message (any size)."""
        requests = (
            registry_pb2.PutVersionStreamRequest(
                suite=suite if i == 0 else "", version=version if i == 0 else "", problem=source
            )
            for i, source in enumerate(reusing_cases(sources))
        )
        return self._stream_call(self.registry.PutVersionStream, requests)

    def put_draft(
        self, suite: str, sources: Iterable[registry_pb2.ProblemSource]
    ) -> registry_pb2.PutDraftResponse:
        """Replace the suite's draft, streamed one problem per message."""
        requests = (
            registry_pb2.PutDraftStreamRequest(suite=suite if i == 0 else "", problem=source)
            for i, source in enumerate(reusing_cases(sources))
        )
        return self._stream_call(self.registry.PutDraftStream, requests)

    def _stream_call(self, method: Any, requests: Iterator[Any]) -> Any:
        try:
            return method(
                requests,
                timeout=PUT_TIMEOUT_S,
                metadata=grpcutil.request_metadata(token=self.token),
            )
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, "registry") from None

    def publish(self, suite: str, version: str) -> registry_pb2.VersionInfo:
        """Seal the draft as an immutable version. The registry reads the whole draft back,
        hashes and encrypts it again as the version (the 240-problem Rockman set took 80 s
        here), so the deadline is a put's, not a unary call's."""
        return self._call(
            "registry",
            self.registry.PublishDraft,
            registry_pb2.PublishDraftRequest(suite=suite, version=version),
            timeout=PUT_TIMEOUT_S,
        ).version

    def export_version(
        self, suite: str, version: str = ""
    ) -> tuple[str, list[registry_pb2.ProblemSource]]:
        """Every problem of a version with all its cases (publisher only)."""
        try:
            responses = list(
                self.registry.ExportVersion(
                    registry_pb2.ExportVersionRequest(suite=suite, version=version),
                    timeout=UNARY_TIMEOUT_S,
                    metadata=grpcutil.request_metadata(token=self.token),
                )
            )
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, "registry") from None
        found = responses[0].version if responses else version
        return found, [r.source for r in responses]

    def verify(self, suite: str = "", version: str = "") -> registry_pb2.VerifyVersionsResponse:
        return self._call(
            "registry",
            self.registry.VerifyVersions,
            registry_pb2.VerifyVersionsRequest(suite=suite, version=version),
        )

    # -- executor ------------------------------------------------------------------------------

    def capabilities(
        self, wait_for_self_test: bool = False
    ) -> executor_pb2.GetCapabilitiesResponse:
        request = executor_pb2.GetCapabilitiesRequest(wait_for_self_test=wait_for_self_test)
        return self._call("executor", self.executor.GetCapabilities, request)

    def execute(
        self,
        submissions: Iterable[executor_pb2.Submission],
        on_error: Callable[[executor_pb2.SampleError], None] | None = None,
    ) -> Iterator[executor_pb2.ExecutionResult]:
        """Stream submissions to the executor replicas; yield results in completion order,
        one per submission. A replica that fails mid-stream has its unanswered submissions
        resubmitted to the others (rockman.client.executors.Dispatcher); with none left,
        Unavailable names the addresses.

        A submission that cannot be judged (too large, an unknown task, an unavailable
        language: a SampleError) costs no other: it goes to `on_error` as it comes; without
        `on_error`, once every result has been yielded, the first such error is raised as its
        RockmanError (InvalidArgument, NotFound, FailedPrecondition), saying how many more."""
        unjudged: list[executor_pb2.SampleError] = []
        for answer in self.judge(submissions):
            if isinstance(answer, executor_pb2.SampleError):
                if on_error is not None:
                    on_error(answer)
                else:
                    unjudged.append(answer)
                continue
            yield answer
        if unjudged:
            raise executors.unjudged_error(unjudged)

    def judge(
        self, submissions: Iterable[executor_pb2.Submission]
    ) -> Iterator[executor_pb2.ExecutionResult | executor_pb2.SampleError]:
        """As `execute`, with each submission's SampleError in the stream in its place."""
        target = self._executor_target
        stub = self.executor
        assert target is not None
        replicas = executors.replica_count(target)
        several = replicas > 1 or target.dns
        per_replica = self._executor_streams or (executors.STREAMS_PER_REPLICA if several else 1)
        if self._executor_window is None:
            workers = executors.window_for(lambda: self.capabilities())
            # Alone, one stream keeps as many in flight as the executor admits (2 x workers).
            self._executor_window = workers if several else 2 * workers
        dispatcher = executors.Dispatcher(
            stub,
            submissions,
            lanes=per_replica * replicas,
            window=self._executor_window,
            describe=target.describe(),
            timeout=EXECUTE_TIMEOUT_S,
        )
        yield from dispatcher.results()

    # -- evaluation (the Python API for lab pipelines; see docs/python-api.md) ------------------

    def run(
        self,
        samples: pipeline.SamplesInput,
        suite: str = "starter",
        out: Path | None = None,
        **options: Any,
    ) -> Report:
        """Evaluate samples (a samples file or dicts in its format) into a run folder and score
        them: the Report has pass_at_1, ci, by("category"), results, errors (the samples that
        could not be judged) and the folder. Options: version, model, ks, determinism_runs,
        progress, on_error."""
        return pipeline.run(self, samples, suite, out, **options)

    def stream_results(
        self,
        samples: pipeline.SamplesInput,
        suite: str = "starter",
        version: str = "",
        on_error: Callable[[dict[str, Any]], None] | None = None,
    ) -> Iterator[dict[str, Any]]:
        """Each sample's result (a results.jsonl record) as soon as it is judged; a sample
        that cannot be judged goes to `on_error` (an errors.jsonl record), or is raised once
        every result is out."""
        return pipeline.stream_results(self, samples, suite, version, on_error)

    # -- scorer --------------------------------------------------------------------------------

    def score(
        self,
        problems: Iterable[scorer_pb2.ProblemMeta],
        outcomes: list[scorer_pb2.SampleOutcome],
        ks: Iterable[int] = (),
    ) -> scorer_pb2.Report:
        """Score outcomes, streamed to the scorer in batches."""
        first = scorer_pb2.ScoreRequest(
            options=scorer_pb2.ScoreOptions(ks=list(ks)), problems=list(problems)
        )

        def batches() -> Iterator[scorer_pb2.ScoreRequest]:
            yield first
            for start in range(0, len(outcomes), SCORE_BATCH):
                yield scorer_pb2.ScoreRequest(outcomes=outcomes[start : start + SCORE_BATCH])

        try:
            return self.scorer.Score(
                batches(), timeout=UNARY_TIMEOUT_S, metadata=grpcutil.request_metadata()
            ).report
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, "scorer") from None

    def compare(
        self, a: scorer_pb2.Aggregate, b: scorer_pb2.Aggregate
    ) -> scorer_pb2.CompareResponse:
        return self._call("scorer", self.scorer.Compare, scorer_pb2.CompareRequest(a=a, b=b))

    # -- leaderboard (hosted by the scorer) ----------------------------------------------------

    @property
    def leaderboard(self) -> leaderboard_pb2_grpc.LeaderboardServiceStub:
        if self._leaderboard is None:
            raise FailedPrecondition("this client has no scorer address")
        return self._leaderboard

    def submit_run(
        self,
        manifest_json: str,
        report_json: str,
        settings: leaderboard_pb2.RunSettings,
        results_chunks: Iterable[bytes],
    ) -> leaderboard_pb2.LeaderboardEntry:
        """Submit a run folder's files; results.jsonl is streamed in the chunks given."""

        def requests() -> Iterator[leaderboard_pb2.SubmitRunRequest]:
            yield leaderboard_pb2.SubmitRunRequest(
                manifest_json=manifest_json, report_json=report_json, settings=settings
            )
            for chunk in results_chunks:
                yield leaderboard_pb2.SubmitRunRequest(results_chunk=chunk)

        try:
            return self.leaderboard.SubmitRun(
                requests(), timeout=UNARY_TIMEOUT_S, metadata=grpcutil.request_metadata()
            ).entry
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, "scorer") from None

    def leaderboard_entries(
        self, suite: str = "", version: str = ""
    ) -> leaderboard_pb2.ListEntriesResponse:
        return self._call(
            "scorer",
            self.leaderboard.ListEntries,
            leaderboard_pb2.ListEntriesRequest(suite=suite, version=version),
        )

    # -- comparisons (hosted by the scorer) ----------------------------------------------------

    @property
    def comparison(self) -> comparison_pb2_grpc.ComparisonServiceStub:
        if self._comparison is None:
            raise FailedPrecondition("this client has no scorer address")
        return self._comparison

    def compare_runs(
        self, request: comparison_pb2.CompareRunsRequest
    ) -> comparison_pb2.CompareRunsResponse:
        return self._call("scorer", self.comparison.CompareRuns, request)

    def power(self, request: comparison_pb2.PowerRequest) -> comparison_pb2.PowerResponse:
        return self._call("scorer", self.comparison.Power, request)

    # -- human baselines and calibration (hosted by the scorer) -------------------------------

    @property
    def baselines(self) -> baselines_pb2_grpc.BaselineServiceStub:
        if self._baselines is None:
            raise FailedPrecondition("this client has no scorer address")
        return self._baselines

    def import_humans(
        self, request: baselines_pb2.ImportHumansRequest
    ) -> baselines_pb2.BaselineSetInfo:
        return self._call("scorer", self.baselines.ImportHumans, request).set

    def human_summary(self, set_name: str) -> baselines_pb2.HumanSummaryResponse:
        return self._call(
            "scorer",
            self.baselines.HumanSummary,
            baselines_pb2.HumanSummaryRequest(set_name=set_name),
        )

    def calibrate(self, request: baselines_pb2.CalibrateRequest) -> baselines_pb2.CalibrateResponse:
        return self._call("scorer", self.baselines.Calibrate, request)


def reusing_cases(
    sources: Iterable[registry_pb2.ProblemSource],
) -> Iterator[registry_pb2.ProblemSource]:
    """The sources with each task's cases sent once: a later source of the same task with the
    same cases becomes `reuse_cases` (so a task in seven languages crosses the wire once)."""
    carried: tuple[str, list[common_pb2.TestCase]] | None = None
    for source in sources:
        if source.reuse_cases:
            yield source
            continue
        task = source.problem.task_id
        if carried is not None and carried[0] == task and list(source.cases) == carried[1]:
            yield registry_pb2.ProblemSource(problem=source.problem, reuse_cases=True)
        else:
            carried = (task, list(source.cases))
            yield source
