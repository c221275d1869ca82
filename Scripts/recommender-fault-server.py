#!/usr/bin/env python3
"""A fake CinemaScopeAI recommender that misbehaves on purpose, for the Swift client's real-network tests.

Usage: Scripts/recommender-fault-server.py [--port 0] [--parent-pid PID]

Binds 127.0.0.1 only. Prints `PORT <n>` as its first line of stdout, then serves until killed (stop it
by its PID), or until the process named by --parent-pid is gone.

Every route is a *base URL*: the client appends `/predict/` itself, so the behaviour is chosen by the
path before it.

  /script/<key>/<steps>/predict/   the n-th call for <key> plays step n (the last one repeats).
                                   Steps are comma-separated `[delay<ms>-]<code>`: `delay1500-502,200`
                                   waits 1.5 s then answers 502, and answers 200 on the next call.
                                   200 is a valid recommendations body for the request; 502/503/504 a
                                   gateway's HTML page; anything else FastAPI's `{"detail": "..."}`.
  /moved/<code>/<rest…>/predict/   answers <code> (307 or 308) with Location /<rest…>/predict/.
  /echo/predict/                   FastAPI's 422 when the body lacks a field, else 200 with one card
                                   whose summary repeats the four fields received.
"""

import argparse
import importlib.util
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler

# Importing fault-server.py must not leave a __pycache__ folder in the checkout.
sys.dont_write_bytecode = True
_spec = importlib.util.spec_from_file_location(
    "fault_server", os.path.join(os.path.dirname(os.path.abspath(__file__)), "fault-server.py"))
fault_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fault_server)

FIELDS = ("release_year", "duration_text", "type", "rating")

counts_lock = threading.Lock()
counts = {}


def card(title, year, summary, score=0.9):
    return {
        "title": title,
        "genre": "Sci-Fi",
        "rating": "PG-13",
        "score": score,
        "poster_url": None,
        "director": "Christopher Nolan",
        "release_year": year,
        "summary": summary,
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.route(None)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.route(self.rfile.read(length) if length else b"")

    def route(self, body):
        parts = [part for part in self.path.split("?")[0].strip("/").split("/") if part]
        try:
            if parts[:1] == ["script"] and len(parts) == 4 and parts[3] == "predict":
                self.script(parts[1], parts[2], body)
            elif parts[:1] == ["moved"] and len(parts) >= 3:
                self.moved(int(parts[1]), parts[2:])
            elif parts == ["echo", "predict"]:
                self.echo(body)
            else:
                self.json(404, {"detail": "Not Found"})
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def reply(self, code, payload, content_type, extra=None):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(payload)

    def json(self, code, document, extra=None):
        self.reply(code, json.dumps(document).encode(), "application/json", extra)

    def parsed(self, body):
        """The request's form, or a FastAPI-style 422 document when a field is missing."""
        try:
            form = json.loads(body or b"")
        except ValueError:
            return None, {"detail": [{"type": "json_invalid", "loc": ["body", 0], "msg": "JSON decode error"}]}
        missing = [name for name in FIELDS if not isinstance(form, dict) or name not in form]
        if missing:
            issues = [{"type": "missing", "loc": ["body", name], "msg": "Field required"} for name in missing]
            return None, {"detail": issues}
        return form, None

    def script(self, key, steps, body):
        steps = steps.split(",")
        with counts_lock:
            call = counts.get(key, 0)
            counts[key] = call + 1
        step = steps[min(call, len(steps) - 1)]
        delay, _, code = step.rpartition("-")
        if delay.startswith("delay"):
            time.sleep(int(delay[len("delay"):]) / 1000)
        code = int(code)
        if code == 200:
            form, problem = self.parsed(body)
            if problem:
                self.json(422, problem)
                return
            summary = "Call %d for %s." % (call + 1, key)
            self.json(200, {"recommendations": [card("Inception", form["release_year"], summary)]})
        elif code in (502, 503, 504):
            page = b"<html><body><h1>%d Bad Gateway</h1></body></html>" % code
            self.reply(code, page, "text/html")
        else:
            self.json(code, {"detail": "Scripted failure %d." % code})

    def moved(self, code, rest):
        host = self.headers.get("Host") or "127.0.0.1:%d" % self.server.server_address[1]
        location = "http://%s/%s/" % (host, "/".join(rest))
        self.reply(code, b"", "text/plain", {"Location": location})

    def echo(self, body):
        form, problem = self.parsed(body)
        if problem:
            self.json(422, problem)
            return
        received = " ".join("%s=%s" % (name, form[name]) for name in FIELDS)
        self.json(200, {"recommendations": [card("Inception", 2010, "Received " + received + ".")]})


def main():
    parser = argparse.ArgumentParser(description="A fake recommender that misbehaves on purpose.")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1; 0 picks a free one")
    parser.add_argument("--parent-pid", type=int, help="exit when this process is gone")
    arguments = parser.parse_args()

    return fault_server.serve(Handler, arguments.port, arguments.parent_pid)


if __name__ == "__main__":
    sys.exit(main())
