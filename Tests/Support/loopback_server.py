#!/usr/bin/env python3
"""A loopback HTTP(S) server for the toolkit's real-socket tests and benchmarks.

Binds 127.0.0.1 on a free port (or --port), prints the port on the first line of stdout, and serves
until killed or until --lifetime seconds pass (so a crashed test never leaves it running).

Routes:
  GET  /ok                 200 {"ok":true}
  ANY  /echo               200 with the method, path, headers and body it received
  GET  /slow?ms=N          waits N ms, then 200
  GET  /hang               waits 30 s (for timeouts)
  ANY  /status/NNN         answers NNN; ?retry-after=V adds Retry-After: V
  GET  /truncated          promises 100 bytes, sends 10, closes
  GET  /stats              {"connections":N,"requests":M}: distinct TCP connections and requests so far
  POST /token              a client-credentials style token: {"access_token":"tok-N","expires_in":"3600"}
                           (also at /security/v1/oauth/token, as UPS serves it)
  ANY  /count/NAME         counts hits per NAME; GET /counts returns them
"""
import argparse
import json
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

lock = threading.Lock()
connections = set()
requests_seen = 0
token_count = 0
counts = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, so connection reuse can be observed

    def log_message(self, *args):
        pass

    def send_json(self, status, value, extra=None):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, val in (extra or {}).items():
            self.send_header(key, val)
        self.end_headers()
        self.wfile.write(body)

    def handle_any(self):
        global requests_seen, token_count
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        with lock:
            connections.add(self.client_address)
            requests_seen += 1
        url = urlparse(self.path)
        query = parse_qs(url.query)
        path = url.path
        if path == "/ok":
            self.send_json(200, {"ok": True})
        elif path == "/echo":
            self.send_json(200, {"method": self.command, "path": self.path,
                                 "headers": {k: v for k, v in self.headers.items()},
                                 "body": body.decode("utf-8", "replace")})
        elif path == "/slow":
            time.sleep(int(query.get("ms", ["50"])[0]) / 1000)
            self.send_json(200, {"ok": True})
        elif path == "/hang":
            time.sleep(30)
            self.send_json(200, {"late": True})
        elif path.startswith("/status/"):
            status = int(path.split("/")[2])
            extra = {"Retry-After": query["retry-after"][0]} if "retry-after" in query else {}
            self.send_json(status, {"error": {"code": str(status), "message": "status %d" % status}}, extra)
        elif path == "/truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100")
            self.end_headers()
            self.wfile.write(b'{"partial"')
            self.wfile.flush()
            self.close_connection = True
        elif path == "/stats":
            with lock:
                self.send_json(200, {"connections": len(connections), "requests": requests_seen})
        elif path in ("/token", "/security/v1/oauth/token"):
            with lock:
                token_count += 1
                n = token_count
            time.sleep(0.2)  # a slow token endpoint makes racing clients overlap
            self.send_json(200, {"access_token": "tok-%d" % n, "token_type": "Bearer", "expires_in": "3600"})
        elif path.startswith("/count/"):
            with lock:
                counts[path[7:]] = counts.get(path[7:], 0) + 1
            self.send_json(200, {"ok": True})
        elif path == "/counts":
            with lock:
                self.send_json(200, dict(counts, token=token_count))
        else:
            self.send_json(404, {"error": {"code": "NOT_FOUND", "message": "no route " + path}})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--lifetime", type=float, default=300)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    if args.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls[0], args.tls[1])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    threading.Timer(args.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
