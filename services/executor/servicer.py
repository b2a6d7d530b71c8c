"""gRPC adapter of the executor: a bidirectional stream over a shared worker pool.

Results go out in completion order. At most `max_in_flight` submissions of a stream are running
or waiting to be sent (backpressure: the stream stops reading when the client stops reading).
When the client cancels, disconnects or passes its deadline, submissions not yet started are
dropped; runs in progress are killed, and each runner call carries the client's deadline.

A submission that cannot be judged for a reason of its own (its code over the size limit, an
unknown task, version or language, a language unavailable here) is answered with a SampleError
naming it (task_id, sample_id, language, the status code, what to fix, the stream's request
id) and the stream goes on. A request without a task_id or sample_id, which no answer could
name, still ends the stream with INVALID_ARGUMENT.
"""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import grpc
import structlog

from rockman import grpcutil, logs
from rockman.errors import FailedPrecondition, InvalidArgument, NotFound, RockmanError
from rockman.v1 import executor_pb2, executor_pb2_grpc
from services.executor.core import Executor
from services.executor.sandbox import Cancel

_END = object()
# What makes one submission unjudgeable while the others go on: the submission's own fault or
# circumstance. Faults of the system (the registry unreachable, a bundle failing its hash) still
# end the stream, so a client can take it elsewhere.
SAMPLE_ERRORS = (InvalidArgument, NotFound, FailedPrecondition)


def sample_error(
    submission: executor_pb2.Submission, exc: RockmanError, request_id: str
) -> executor_pb2.SampleError:
    """The answer to a submission that cannot be judged; logged under `request_id`."""
    code = grpcutil.status_of(exc)
    logs.get("executor").info(
        "sample_error",
        request_id=request_id,
        task_id=submission.task_id,
        sample_id=submission.sample_id,
        code=code.name,
        error=str(exc)[: grpcutil.MAX_DETAILS_BYTES],
    )
    return executor_pb2.SampleError(
        task_id=submission.task_id,
        sample_id=submission.sample_id,
        language=submission.language,
        code=code.value[0],
        message=grpcutil.bounded_details(str(exc)),
        request_id=request_id,
    )


class ExecutorServicer(executor_pb2_grpc.ExecutorServiceServicer):
    def __init__(self, executor: Executor, pool: ThreadPoolExecutor, max_in_flight: int) -> None:
        self.executor = executor
        self.pool = pool
        self.max_in_flight = max_in_flight

    def GetCapabilities(
        self, request: executor_pb2.GetCapabilitiesRequest, context: grpc.ServicerContext
    ) -> executor_pb2.GetCapabilitiesResponse:
        return self.executor.capabilities(request.wait_for_self_test)

    def Execute(
        self, request_iterator: Iterator[executor_pb2.ExecuteRequest], context: grpc.ServicerContext
    ) -> Iterator[executor_pb2.ExecuteResponse]:
        outbox: queue.Queue[Any] = queue.Queue()
        slots = threading.Semaphore(self.max_in_flight)
        # The client's deadline travels on with every run of this stream (pool.send_run).
        cancelled = Cancel.from_time_remaining(context.time_remaining())
        context.add_callback(cancelled.set)
        bound = structlog.contextvars.get_contextvars().get("request_id")
        request_id = str(bound or uuid.uuid4().hex[:16])

        def run_one(submission: executor_pb2.Submission) -> None:
            if cancelled.is_set():
                return
            try:
                outbox.put(self.executor.execute(submission, cancelled))
            except SAMPLE_ERRORS as exc:
                outbox.put(sample_error(submission, exc, request_id))
            except Exception as exc:
                outbox.put(exc)

        def read_requests() -> None:
            count = 0
            try:
                for request in request_iterator:
                    submission = request.submission
                    refused = None
                    try:
                        self.executor.validate(submission)
                    except SAMPLE_ERRORS as exc:
                        if not (submission.task_id and submission.sample_id):
                            raise  # no answer could name it: the request stream is malformed
                        refused = sample_error(submission, exc, request_id)
                    while not slots.acquire(timeout=0.1):
                        if cancelled.is_set():
                            return
                    if cancelled.is_set():
                        return
                    if refused is not None:
                        outbox.put(refused)
                    else:
                        self.pool.submit(run_one, submission)
                    count += 1
            except Exception as exc:
                if not cancelled.is_set():
                    outbox.put(exc)
            finally:
                outbox.put((_END, count))

        threading.Thread(target=read_requests, name="execute-reader", daemon=True).start()
        expected: int | None = None
        sent = 0
        try:
            while expected is None or sent < expected:
                item = outbox.get()
                if isinstance(item, tuple) and item and item[0] is _END:
                    expected = item[1]
                    continue
                if isinstance(item, BaseException):
                    if isinstance(item, grpc.RpcError):
                        raise _stream_error(item)
                    raise item
                if isinstance(item, executor_pb2.SampleError):
                    yield executor_pb2.ExecuteResponse(error=item)
                else:
                    yield executor_pb2.ExecuteResponse(result=item)
                sent += 1
                slots.release()
        finally:
            cancelled.set()


def _stream_error(exc: grpc.RpcError) -> Exception:
    return InvalidArgument(f"the request stream failed: {exc}")
