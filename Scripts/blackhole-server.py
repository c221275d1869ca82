#!/usr/bin/env python3
"""A listener that accepts connections and never answers: a store that is up but silent.

Usage: Scripts/blackhole-server.py [--port 0] [--parent-pid PID]

Binds 127.0.0.1 only. Prints `PORT <n>` as its first line of stdout, then accepts every connection,
reads and discards whatever the client sends, and never writes a byte or closes first. It runs until
killed (stop it by its PID), or until the process named by --parent-pid is gone, so a crashed test run
never leaves it behind.

Point `MARQUEE_ITUNES_URL=http://127.0.0.1:<n>` at it to see how marquee behaves when the store hangs:
the bundled answer must come at once, and the store's question must end within its own deadline.
"""

import argparse
import os
import selectors
import signal
import socket
import sys
import threading
import time


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


def serve(port, parent_pid):
    """Accepts on 127.0.0.1:`port` and holds every connection open in silence; prints `PORT <n>` first."""
    # A launcher's thread may have blocked signals (libdispatch workers block them all), and a child inherits
    # that mask: unblock the ones that stop us, or a plain `kill PID` would never land.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(128)
    listener.setblocking(False)
    if parent_pid:
        threading.Thread(target=watch_parent, args=(parent_pid,), daemon=True).start()
    print("PORT %d" % listener.getsockname()[1], flush=True)

    # One thread, blocking in select: the server itself must not spin while it holds connections.
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ)
    try:
        while True:
            for key, _ in selector.select():
                if key.fileobj is listener:
                    try:
                        connection, _ = listener.accept()
                    except BlockingIOError:
                        continue
                    connection.setblocking(False)
                    selector.register(connection, selectors.EVENT_READ)
                    continue
                connection = key.fileobj
                try:
                    data = connection.recv(65536)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:
                    # The client gave up: forget the connection (closing it is the client's doing, not ours).
                    selector.unregister(connection)
                    connection.close()
    except KeyboardInterrupt:
        pass
    finally:
        listener.close()
    return 0


def main():
    parser = argparse.ArgumentParser(description="A listener that accepts connections and never answers.")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1; 0 picks a free one")
    parser.add_argument("--parent-pid", type=int, help="exit when this process is gone")
    arguments = parser.parse_args()
    return serve(arguments.port, arguments.parent_pid)


if __name__ == "__main__":
    sys.exit(main())
