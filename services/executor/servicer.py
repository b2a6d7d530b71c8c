"""gRPC adapter of the executor: a bidirectional stream over a shared worker pool.

Results go out in completion order. At most `max_in_flight` submissions of a stream are running
or waiting to be sent (backpressure: the stream stops reading when the client stops reading).
When the client cancels, disconnects or passes its deadline, submissions not yet started are
dropped; runs in progress are killed, and each runner call carries the client's deadline.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import grpc

from rockman.errors import InvalidArgument
from rockman.executor.core import Executor
from rockman.executor.sandbox import Cancel
from rockman.v1 import executor_pb2, executor_pb2_grpc

_END = object()


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

        def run_one(submission: executor_pb2.Submission) -> None:
            if cancelled.is_set():
                return
            try:
                outbox.put(self.executor.execute(submission, cancelled))
            except Exception as exc:
                outbox.put(exc)

        def read_requests() -> None:
            count = 0
            try:
                for request in request_iterator:
                    self.executor.validate(request.submission)
                    while not slots.acquire(timeout=0.1):
                        if cancelled.is_set():
                            return
                    if cancelled.is_set():
                        return
                    self.pool.submit(run_one, request.submission)
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
                yield executor_pb2.ExecuteResponse(result=item)
                sent += 1
                slots.release()
        finally:
            cancelled.set()


def _stream_error(exc: grpc.RpcError) -> Exception:
    return InvalidArgument(f"the request stream failed: {exc}")
