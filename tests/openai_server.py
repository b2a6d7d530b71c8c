"""A scripted OpenAI-compatible HTTP server on loopback, the model endpoint of the tests.

It speaks the real protocol (POST /v1/chat/completions and /v1/completions, JSON bodies, usage,
Bearer keys, Retry-After) and plays back behaviours from a script, one per request in arrival
order; with the script spent, every request gets a good answer from `answer(body)`.
Behaviours: ("ok",), ("ok", text), ("status", code, {headers}, body text), ("slow", seconds)
(then a good answer), ("drop",) (closes the connection without a response), ("malformed",)
(a 200 whose body is not JSON).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Behaviour = tuple[Any, ...]


def default_answer(body: dict[str, Any]) -> str:
    return "```python\ndef f():\n    return 1\n```"


class ScriptedOpenAI:
    """Start with `with ScriptedOpenAI(...) as server:`; `server.base_url` ends in /v1."""

    def __init__(
        self,
        script: list[Behaviour] | None = None,
        answer: Callable[[dict[str, Any]], str] = default_answer,
        api_key: str = "",
        models: tuple[str, ...] = ("test-model",),
    ) -> None:
        self.script = list(script or [])
        self.answer = answer
        self.api_key = api_key
        self.models = models
        self.requests: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        port = self._server.server_address[1]
        return f"http://127.0.0.1:{port}/v1"

    def __enter__(self) -> ScriptedOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self, body: dict[str, Any]) -> Behaviour:
        with self._lock:
            self.requests.append(body)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            return self.script.pop(0) if self.script else ("ok",)

    def _done(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _send(self, code: int, payload: bytes, headers: dict[str, str]) -> None:
                self.send_response(code)
                self.send_header("Content-Type", headers.pop("Content-Type", "application/json"))
                self.send_header("Content-Length", str(len(payload)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)

            def _error(self, code: int, message: str) -> None:
                body = {"error": {"message": message, "type": "invalid_request_error"}}
                self._send(code, json.dumps(body).encode(), {})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                behaviour = server._next(body)
                try:
                    self._respond(body, behaviour)
                finally:
                    server._done()

            def _respond(self, body: dict[str, Any], behaviour: Behaviour) -> None:
                chat = self.path.endswith("/chat/completions")
                if not chat and not self.path.endswith("/completions"):
                    return self._error(404, f"no route {self.path}")
                if server.api_key and self.headers.get("Authorization") != (
                    f"Bearer {server.api_key}"
                ):
                    return self._error(401, "Incorrect API key provided.")
                if body.get("model") not in server.models:
                    return self._error(404, f"The model `{body.get('model')}` does not exist")
                kind = behaviour[0]
                if kind == "status":
                    _, code, headers, text = behaviour
                    return self._send(code, text.encode(), dict(headers))
                if kind == "drop":
                    self.connection.shutdown(socket.SHUT_RDWR)
                    self.close_connection = True
                    return None
                if kind == "malformed":
                    return self._send(200, b'{"choices": [{"message": ', {})
                if kind == "slow":
                    time.sleep(behaviour[1])
                text = behaviour[1] if kind == "ok" and len(behaviour) > 1 else server.answer(body)
                choice: dict[str, Any] = {"index": 0, "finish_reason": "stop"}
                if chat:
                    choice["message"] = {"role": "assistant", "content": text}
                else:
                    choice["text"] = text
                prompt = json.dumps(body.get("messages") or body.get("prompt"))
                usage = {
                    "prompt_tokens": len(prompt.split()),
                    "completion_tokens": len(text.split()),
                    "total_tokens": len(prompt.split()) + len(text.split()),
                }
                reply = {
                    "id": f"cmpl-{len(server.requests)}",
                    "object": "chat.completion" if chat else "text_completion",
                    "model": body["model"],
                    "choices": [choice],
                    "usage": usage,
                }
                return self._send(200, json.dumps(reply).encode(), {})

        return Handler
