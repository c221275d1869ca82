#!/usr/bin/env python3
"""A local HTTP server that misbehaves on purpose, for the transport's real-network tests.

Usage: Scripts/fault-server.py [--port 0] [--fixtures DIR] [--parent-pid PID] [--tls-cert PEM --tls-key PEM]

Binds 127.0.0.1 only; with --tls-cert and --tls-key it speaks HTTPS instead. Prints `PORT <n>` as its first line of stdout, then serves until killed
(stop it by its PID), or until the process named by --parent-pid is gone, so a crashed test run
never leaves it behind.

Routes (all GET unless said):
  /fixtures/<name>                 a file from --fixtures (default: Package/MarqueeData/Tests/Fixtures/itunes)
  /status/<code>[?retry_after=N]   that status, a small JSON body, and Retry-After when asked
  /slow?seconds=N                  waits N seconds before the head
  /slowbody?seconds=N              sends the head at once, the body after N seconds
  /truncated                       promises 100 bytes, sends 10, closes the connection
  /invalid-json                    200 with a JSON body cut short
  /huge?mb=N[&chunked=1]           N MiB of bytes, with Content-Length (or chunked, without it)
  /sequence/<key>?codes=503,503,200[&delays=2,0][&retry_after=N]  the next code for <key> on each call;
                                   the last one repeats; `reset` resets the connection; delays wait (seconds)
                                   before the head; errors carry Retry-After when asked
  /sse?events=N&gap_ms=M           text/event-stream, chunked, one `data: {...}` event every M ms
  /echo (any method)               the method, path, headers and body back as JSON
  /chunks?count=N&size=B&gap_ms=M  N chunks of B bytes, chunked, M ms apart
  /gated/<key>                     a chunk "one", then waits for /open/<key> before "two" and the end
  /open/<key>                      opens that gate
  /silent/<key>                    reads the request and never answers
  /state/<key>                     {"arrived": …, "hung_up": …}: whether a gated or silent <key> request came in,
                                   and whether its client has closed it
  /reset                           resets the connection instead of answering
  /redirect?status=307&to=/echo    that redirect, to that path
  /gzip                            a text body, gzip-encoded when the client accepts it
"""

import argparse
import gzip
import json
import select
import socket
import ssl
import struct
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlparse

MIB = 1 << 20
BLOCK = 64 * 1024

sequence_lock = threading.Lock()
sequence_counts = {}
gates = {}
hangups = set()
arrivals = set()


class FaultHandler(BaseHTTPRequestHandler):
    # HTTP/1.1 for keep-alive and chunked bodies; every response sets Content-Length or is chunked.
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle on, each response waits for a delayed ACK (~40 ms).
    disable_nagle_algorithm = True
    fixtures = "."

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.route(b"")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.route(self.rfile.read(length) if length else b"")

    do_PUT = do_POST
    do_DELETE = do_POST

    def route(self, body):
        url = urlparse(self.path)
        query = {key: values[-1] for key, values in parse_qs(url.query).items()}
        parts = [unquote(part) for part in url.path.strip("/").split("/") if part]
        name = parts[0] if parts else ""
        try:
            if name == "fixtures" and len(parts) == 2:
                self.fixture(parts[1])
            elif name == "status" and len(parts) == 2:
                self.status(int(parts[1]), query.get("retry_after"))
            elif name == "slow":
                time.sleep(float(query.get("seconds", "1")))
                self.reply(200, b"slow\n", "text/plain")
            elif name == "slowbody":
                self.slow_body(float(query.get("seconds", "1")))
            elif name == "truncated":
                self.truncated()
            elif name == "invalid-json":
                self.reply(200, b'{"feed": {"entry": [{"id": ', "application/json")
            elif name == "huge":
                self.huge(int(query.get("mb", "1")), query.get("chunked") == "1")
            elif name == "sequence" and len(parts) == 2:
                self.sequence(parts[1], query.get("codes", "200"), query.get("delays", ""), query.get("retry_after"))
            elif name == "sse":
                self.sse(int(query.get("events", "3")), int(query.get("gap_ms", "100")))
            elif name == "echo":
                echo = {
                    "method": self.command,
                    "path": self.path,
                    "headers": {key.lower(): value for key, value in self.headers.items()},
                    "body": body.decode("utf-8", "replace"),
                }
                self.reply(200, json.dumps(echo).encode(), "application/json")
            elif name == "chunks":
                self.chunks(int(query.get("count", "3")), int(query.get("size", "100")), int(query.get("gap_ms", "0")))
            elif name == "gated" and len(parts) == 2:
                self.gated(parts[1])
            elif name == "open" and len(parts) == 2:
                gate(parts[1]).set()
                self.reply(200, b"{}", "application/json")
            elif name == "silent" and len(parts) == 2:
                self.wait_for_hangup(parts[1], threading.Event())
            elif name == "state" and len(parts) == 2:
                with sequence_lock:
                    state = {"arrived": parts[1] in arrivals, "hung_up": parts[1] in hangups}
                self.reply(200, json.dumps(state).encode(), "application/json")
            elif name == "reset":
                self.reset()
            elif name == "redirect":
                status = int(query.get("status", "307"))
                self.reply(status, b"", "text/plain", {"Location": query.get("to", "/echo")})
            elif name == "gzip":
                text = b"marquee " * 512
                if "gzip" in (self.headers.get("Accept-Encoding") or ""):
                    self.reply(200, gzip.compress(text), "text/plain", {"Content-Encoding": "gzip"})
                else:
                    self.reply(200, text, "text/plain")
            else:
                self.reply(404, b'{"error": "no such route"}', "application/json")
        except (BrokenPipeError, ConnectionResetError):
            # The client gave up (a size cap, a deadline, a cancelled stream): nothing to do.
            self.close_connection = True

    def reply(self, code, body, content_type, extra=None):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def fixture(self, file_name):
        path = os.path.join(self.fixtures, os.path.basename(file_name))
        if not os.path.isfile(path):
            self.reply(404, b'{"error": "no such fixture"}', "application/json")
            return
        with open(path, "rb") as handle:
            self.reply(200, handle.read(), "text/javascript; charset=utf-8")

    def status(self, code, retry_after):
        extra = {"Retry-After": retry_after} if retry_after is not None else {}
        self.reply(code, json.dumps({"status": code}).encode(), "application/json", extra)

    def slow_body(self, seconds):
        body = b"late body\n"
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.flush()
        time.sleep(seconds)
        self.wfile.write(body)

    def truncated(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", "100")
        self.end_headers()
        self.wfile.write(b"0123456789")
        self.wfile.flush()
        self.close_connection = True

    def huge(self, mebibytes, chunked):
        total = mebibytes * MIB
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(total))
        self.end_headers()
        block = b"x" * BLOCK
        sent = 0
        while sent < total:
            piece = block[: min(BLOCK, total - sent)]
            self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
            sent += len(piece)
        if chunked:
            self.wfile.write(b"0\r\n\r\n")

    def sequence(self, key, codes, delays, retry_after):
        codes = [code for code in codes.split(",") if code]
        delays = [float(delay) for delay in delays.split(",") if delay]
        with sequence_lock:
            call = sequence_counts.get(key, 0)
            sequence_counts[key] = call + 1
        if call < len(delays):
            time.sleep(delays[call])
        code = codes[min(call, len(codes) - 1)]
        if code == "reset":
            self.reset()
            return
        body = json.dumps({"key": key, "call": call + 1, "status": int(code)}).encode()
        extra = {"Retry-After": retry_after} if retry_after is not None and int(code) >= 300 else {}
        self.reply(int(code), body, "application/json", extra)

    def chunks(self, count, size, gap_ms):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for index in range(count):
            if index and gap_ms:
                time.sleep(gap_ms / 1000)
            piece = bytes([index % 256]) * size
            self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")

    def gated(self, key):
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"3\r\none\r\n")
            self.wfile.flush()
        except OSError:
            # The client gave up before the first chunk went out.
            with sequence_lock:
                arrivals.add(key)
            record_hangup(key)
            self.close_connection = True
            return
        if self.wait_for_hangup(key, gate(key)):
            return
        self.wfile.write(b"3\r\ntwo\r\n0\r\n\r\n")

    def wait_for_hangup(self, key, event, limit=60):
        """Waits until `event` is set (False) or the client closes the connection (True, and recorded)."""
        deadline = time.monotonic() + limit
        with sequence_lock:
            arrivals.add(key)
        while time.monotonic() < deadline and not event.is_set():
            readable, _, _ = select.select([self.connection], [], [], 0.05)
            try:
                closed = readable and not self.connection.recv(1, socket.MSG_PEEK)
            except OSError:
                # A reset: the client closed while our last write was still in flight.
                closed = True
            if closed:
                record_hangup(key)
                self.close_connection = True
                return True
        return False

    def reset(self):
        # SO_LINGER with a zero timeout makes close() send RST instead of FIN.
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.close_connection = True
        self.connection.close()

    def sse(self, events, gap_ms):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for index in range(events):
            if index:
                time.sleep(gap_ms / 1000)
            event = b"data: %s\n\n" % json.dumps({"i": index}).encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(event), event))
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")


def record_hangup(key):
    with sequence_lock:
        hangups.add(key)


def gate(key):
    with sequence_lock:
        return gates.setdefault(key, threading.Event())


def watch_parent(parent_pid):
    """Exits the whole server once the parent process is gone (it was reparented, or its pid is dead)."""
    while True:
        try:
            os.kill(parent_pid, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:
            pass
        if os.getppid() != parent_pid:
            os._exit(0)
        time.sleep(0.5)


def serve(handler, port, parent_pid, tls=None):
    """Serves `handler` on 127.0.0.1:`port` until killed by PID or the parent is gone; prints `PORT <n>` first.

    Every test server in Scripts/ ends here, so all of them can be stopped the same way.
    """
    # A launcher's thread may have blocked signals (libdispatch workers block them all), and a child inherits
    # that mask: unblock the ones that stop us, or a plain `kill PID` would never land.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    if tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    if parent_pid:
        threading.Thread(target=watch_parent, args=(parent_pid,), daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def main():
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description="A local HTTP server that misbehaves on purpose.")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1; 0 picks a free one")
    parser.add_argument(
        "--fixtures",
        default=os.path.join(repo, "Package", "MarqueeData", "Tests", "Fixtures", "itunes"),
        help="the directory /fixtures/<name> serves from",
    )
    parser.add_argument("--parent-pid", type=int, help="exit when this process is gone")
    parser.add_argument("--tls-cert", help="a PEM certificate: serve HTTPS")
    parser.add_argument("--tls-key", help="the certificate's PEM private key")
    arguments = parser.parse_args()

    FaultHandler.fixtures = os.path.abspath(arguments.fixtures)
    tls = (arguments.tls_cert, arguments.tls_key) if arguments.tls_cert else None
    return serve(FaultHandler, arguments.port, arguments.parent_pid, tls)


if __name__ == "__main__":
    sys.exit(main())
