#!/usr/bin/env python3
"""HTTP/1.1 fault server for FeatureFlagKit network tests (stdlib only).

Binds 127.0.0.1 on an ephemeral port, prints ``PORT <n>`` on its own line to
stdout (flushed), then serves forever, one thread per connection.

Paths (query strings are ignored):
  /ok             200, application/json, {"version": 1, "flags": {}}
  /slow-body      200, Content-Length: 1000, then one byte every 0.5 s
  /hang           reads the request, never answers (sleeps 60 s, then closes)
  /reset          200, Content-Length: 1000, 100 body bytes, then TCP RST
  /truncated      200, Content-Length: 1000, 100 body bytes, then FIN
  /huge-stream    200, no Content-Length, Connection: close, 64 KiB chunks 2 ms apart
                  forever until the client disconnects
  anything else   404

With ``--exit-on-stdin-eof`` the server exits as soon as stdin reaches EOF,
so it dies with the test process that started it.
"""

import os
import signal
import socket
import socketserver
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

OK_BODY = b'{"version": 1, "flags": {}}'
CHUNK = 64 * 1024
DECLARED = 1000
# Exactly 100 bytes that look like the start of a flags payload.
PARTIAL_JSON = b'{"version": 1, "flags": {"alpha": {"value": true}, "beta": {"value": false}, "gamma": {"value": 420}'
assert len(PARTIAL_JSON) == 100

DISCONNECTS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FaultServer/1"

    def version_string(self):
        return self.server_version

    def log_message(self, format, *args):  # keep stderr quiet
        pass

    def handle(self):
        try:
            super().handle()
        except DISCONNECTS:
            pass

    def do_GET(self):
        route = ROUTES.get(self.path.split("?", 1)[0], Handler.not_found)
        try:
            route(self)
        except DISCONNECTS:
            self.close_connection = True

    def do_HEAD(self):
        self.not_found()

    # -- helpers ---------------------------------------------------------

    def start(self, status, length=None, content_type="application/json", close=False):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if length is not None:
            self.send_header("Content-Length", str(length))
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()

    def send_body(self, status, body, content_type="application/json"):
        self.start(status, len(body), content_type)
        self.wfile.write(body)

    # -- routes ----------------------------------------------------------

    def ok(self):
        self.send_body(200, OK_BODY)

    def not_found(self):
        self.send_body(404, b'{"error": "not found"}')

    def slow_body(self):
        self.start(200, DECLARED, close=True)
        for _ in range(DECLARED):
            self.wfile.write(b" ")
            time.sleep(0.5)

    def hang(self):
        self.close_connection = True
        time.sleep(60)

    def reset(self):
        self.start(200, DECLARED, close=True)
        self.wfile.write(PARTIAL_JSON)
        # Let the bytes reach the client before the RST discards the send buffer.
        time.sleep(0.2)
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        # rfile holds a reference to the socket; close it so close() really closes the fd.
        self.rfile.close()
        self.connection.close()

    def truncated(self):
        self.start(200, DECLARED, close=True)
        self.wfile.write(PARTIAL_JSON)

    def huge_stream(self):
        self.start(200, None, close=True)
        chunk = b" " * CHUNK
        while True:
            self.wfile.write(chunk)
            # A pause as a real network has: an unbroken loopback flood starves the work queue
            # all of FoundationNetworking shares, and every other test's requests with it.
            time.sleep(0.002)


ROUTES = {
    "/ok": Handler.ok,
    "/slow-body": Handler.slow_body,
    "/hang": Handler.hang,
    "/reset": Handler.reset,
    "/truncated": Handler.truncated,
    "/huge-stream": Handler.huge_stream,
}


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128

    def server_bind(self):
        # Skip HTTPServer.server_bind's reverse DNS lookup (getfqdn).
        socketserver.TCPServer.server_bind(self)
        self.server_name = "127.0.0.1"
        self.server_port = self.server_address[1]

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], DISCONNECTS + (OSError,)):
            return
        super().handle_error(request, client_address)


def exit_on_stdin_eof():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


def main():
    # A child of Foundation.Process inherits the test runner's blocked signal mask (SIGTERM,
    # SIGINT, SIGQUIT, ... blocked); unblock everything so terminate() actually stops us.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    server = Server(("127.0.0.1", 0), Handler)
    sys.stdout.write("PORT %d\n" % server.server_address[1])
    sys.stdout.flush()
    if "--exit-on-stdin-eof" in sys.argv[1:]:
        threading.Thread(target=exit_on_stdin_eof, daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
