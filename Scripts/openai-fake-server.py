#!/usr/bin/env python3
"""An OpenAI-compatible Chat Completions fake for Marquee's tests, scripted per test. Standard library only.

    Scripts/openai-fake-server.py --script replies.json --port-file port.txt [--log requests.jsonl]

Binds 127.0.0.1 on a free port and writes the port to --port-file once it listens. Each POST to
/v1/chat/completions (or /chat/completions) takes the next reply from the script; the last one repeats.
Every request is appended to --log as one JSON line (path, headers, body) so tests can check what was sent.
Stop it with `kill <pid>`.

A script is {"replies": [reply, ...]}; a reply is one of
  {"status": 429, "headers": {"retry-after": "1"}, "json": {...}}      a whole body
  {"status": 200, "chunks": ["data: ...\\n\\n", ...]}                    raw bytes, flushed one by one
  {"stream_picks": {"picks": [...], "piece": 9, "finish_reason": "stop",
                    "gate_after_picks": 1, "gate": "/tmp/x", "cut_after_picks": null,
                    "error_after_picks": null}}                           the exact OpenAI streaming framing
  {"complete_picks": {"picks": [...], "finish_reason": "stop"}}         a whole chat.completion with picks JSON
A "gate" makes the stream wait (up to 60 s) until that file exists before sending the rest: a test releases it
only after it has seen the first pick printed, which proves streaming without timing.
"""

import argparse
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
STATE = {"next": 0}


def chunk(content=None, finish=None, role=None, choices=True, usage=None):
    delta = {}
    if role is not None:
        delta["role"] = role
    if content is not None or role is not None:
        delta["content"] = content
    body = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
            "system_fingerprint": None, "choices": [], "usage": usage}
    if choices:
        body["choices"] = [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]
    return "data: " + json.dumps(body, separators=(",", ":")) + "\n\n"


def picks_text(picks):
    return [json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in picks]


def stream_events(spec):
    """Yields ("send", text) and ("gate", path) steps with OpenAI's exact framing."""
    picks = picks_text(spec.get("picks", []))
    piece = int(spec.get("piece", 9))
    yield ("send", ": keep-alive\n\n")
    yield ("send", chunk(content=None, role="assistant"))  # first delta: content null
    yield ("send", chunk(content='{"picks":['))
    for index, text in enumerate(picks):
        if spec.get("cut_after_picks") == index:
            yield ("send", chunk(content=text[: len(text) // 2]))
            yield ("cut", None)
            return
        if spec.get("error_after_picks") == index:
            error = {"error": {"message": "The server had an error while processing your request", "type":
                               "server_error", "param": None, "code": None}}
            yield ("send", "data: " + json.dumps(error) + "\n\n")
            yield ("cut", None)
            return
        if index > 0:
            yield ("send", chunk(content=","))
        for start in range(0, len(text), piece):
            yield ("send", chunk(content=text[start:start + piece]))
        if spec.get("gate") and spec.get("gate_after_picks") == index + 1:
            yield ("gate", spec["gate"])
    finish = spec.get("finish_reason", "stop")
    if finish == "length":
        yield ("send", chunk(content=',{"title":"Half a pi'))
    else:
        yield ("send", chunk(content="]}"))
    yield ("send", finish_chunk(finish))
    yield ("send", chunk(choices=False, usage={"prompt_tokens": 9, "completion_tokens": 3, "total_tokens": 12}))
    yield ("send", "data: [DONE]\n\n")


def finish_chunk(finish):
    body = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
            "choices": [{"index": 0, "delta": {}, "finish_reason": finish}], "usage": None}
    return "data: " + json.dumps(body, separators=(",", ":")) + "\n\n"


class Handler(BaseHTTPRequestHandler):
    server_version = "openai-fake/1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"null")
        except ValueError:
            body = raw.decode("utf-8", "replace")
        with LOCK:
            if self.server.log_path:
                with open(self.server.log_path, "a", encoding="utf-8") as log:
                    log.write(json.dumps({"path": self.path, "headers": dict(self.headers.items()),
                                          "body": body}) + "\n")
            replies = self.server.script["replies"]
            reply = replies[min(STATE["next"], len(replies) - 1)]
            STATE["next"] += 1
        if not self.path.rstrip("/").endswith("/chat/completions"):
            return self.send_json(404, {"error": {"message": "Unknown path " + self.path, "type": "invalid_request_error",
                                                  "param": None, "code": "unknown_url"}}, {})
        if "stream_picks" in reply:
            return self.send_stream(stream_events(reply["stream_picks"]), reply)
        if "chunks" in reply:
            return self.send_stream((("send", c) for c in reply["chunks"]), reply)
        if "complete_picks" in reply:
            spec = reply["complete_picks"]
            content = '{"picks":[' + ",".join(picks_text(spec.get("picks", []))) + "]}"
            if spec.get("finish_reason") == "length":
                content = content[: int(spec.get("cut_at", len(content) - 20))]
            body = {"id": "chatcmpl-fake", "object": "chat.completion", "created": 1, "model": "fake-model",
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": content, "refusal": None,
                                                         "annotations": []},
                                 "logprobs": None, "finish_reason": spec.get("finish_reason", "stop")}],
                    "usage": {"prompt_tokens": 9, "completion_tokens": 3, "total_tokens": 12},
                    "service_tier": "default", "timings": {"predicted_ms": 1.0}}
            return self.send_json(200, body, reply.get("headers", {}))
        return self.send_json(reply.get("status", 200), reply.get("json", {}), reply.get("headers", {}))

    def send_json(self, status, body, headers):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def send_stream(self, steps, reply):
        self.send_response(reply.get("status", 200))
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        for name, value in reply.get("headers", {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.close_connection = True
        try:
            for kind, value in steps:
                if kind == "cut":
                    return
                if kind == "gate":
                    deadline = time.monotonic() + 60
                    while not os.path.exists(value) and time.monotonic() < deadline:
                        time.sleep(0.02)
                    continue
                self.wfile.write(value.encode("utf-8"))
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", required=True)
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--log")
    args = parser.parse_args()
    with open(args.script, encoding="utf-8") as handle:
        script = json.load(handle)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.script = script
    server.log_path = args.log
    temporary = args.port_file + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(str(server.server_address[1]))
    os.replace(temporary, args.port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
