#!/usr/bin/env python3
"""A loopback HTTP(S) server for the toolkit's real-socket tests and benchmarks.

Binds 127.0.0.1 (or --host ::1) on a free port (or --port), prints the port on the first line of stdout, and serves
until killed or until --lifetime seconds pass (so a crashed test never leaves it running).

Routes:
  GET  /ok                 200 {"ok":true}
  ANY  /echo               200 with the method, path, headers and body it received
  GET  /slow?ms=N          waits N ms, then 200
  GET  /hang               waits 30 s (for timeouts)
  GET  /gate?n=N           held until N requests are held here at once, then those N answer 200 together (a
                           barrier: concurrency comes from events, not from slow answers); after --bound
                           seconds without N, 504 saying how many came
  GET  /seen?path=P&count=C
                           answers once C requests to P (default 1) have arrived, or 504 after --bound seconds
  ANY  /status/NNN         answers NNN; ?retry-after=V adds Retry-After: V
  GET  /truncated          promises 100 bytes, sends 10, closes
  GET  /stats              {"connections":N,"requests":M,"resumed":R,"per_connection":[…],"most_at_once":K}:
                           distinct TCP connections and requests so far, the TLS connections that resumed an
                           earlier session, the requests each connection carried (in the order first seen),
                           and the most requests unanswered at once (a request counts from its arrival until
                           its answer is about to be written, so a client that never has more than K
                           outstanding is never counted above K, however late this server runs)
  POST /token              a client-credentials style token: {"access_token":"tok-N","expires_in":"3600"}
                           (also at /security/v1/oauth/token, as UPS serves it)
  GET  /hold-token?lockers=N&dir=DIR
                           from now on a token is answered only once N processes have a `*.lock` file of DIR
                           open (the token lock's holder and its waiters), so that processes started together
                           meet at the lock because they all got there; after --bound seconds, 503 saying how
                           many came
  ANY  /count/NAME         counts hits per NAME; GET /counts returns them (and proxied:HOST for each
                           request that came as a proxy request, with an absolute URL)
  GET  /drip?ms=N&bytes=M  promises M bytes and sends one every N ms (a server that is slow, not silent)
  ANY  /redirect?to=URL&status=NNN
                           answers NNN (default 302) with Location: URL
  GET  /big?bytes=N        N bytes of filler; &chunked=1 sends it without Content-Length; &json=1 makes it a
                           JSON array of 64-byte strings (about N bytes)
  POST /api/addressvalidation/v2/N
                           a UPS XAV answer after --xav-ms ms (default 0); the time of each is kept. With
                           --xav-rate R, a token bucket allows R a second (a burst of --xav-burst, by default a
                           tenth of a second's worth) and answers the rest 429 with Retry-After: 1 and UPS's
                           error envelope, at once
  GET  /headers?lines=N&size=M
                           200 after N header lines of M bytes each (lines=0: without end, until the client
                           goes), then {"ok":true}: answers whose headers are too large
  GET  /xav-stats          {"answered":N,"throttled":M}
  GET  /xav-hold?after=K   from now on, the XAV requests after the next K are held unanswered until
                           GET /xav-release (or --bound seconds): a batch then has requests in flight for as long
                           as the test needs, however late it gets to act on them
  GET  [/slow]/api/orders  a RepairMinder page of two orders (ord_live1, ord_live2) in its wrapper; under /slow
                           after 3 s (completion's live mode and its deadline)
  GET  /times              [[path, seconds since the epoch], …] of every XAV request so far
"""
import argparse
import json
import socket
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

sys.dont_write_bytecode = True  # no __pycache__ beside the peers in Tests/Support
from lock_watch import wait_for_lockers  # noqa: E402 (after the line above)

token_hold = {"lockers": 0, "dir": ""}  # /hold-token: answer /token once this many processes are at the lock in dir
lock = threading.RLock()  # re-entered: an answer written under it leaves the unanswered count under it too
connections = {}     # client address -> requests on that connection, in the order first seen
resumed = set()
requests_seen = 0
unanswered = {"now": 0, "most": 0}
arrivals = {}        # path -> requests so far, for /seen
arrived = threading.Condition(lock)
gate = {"waiting": 0, "cohort": 0}
bound = 60.0         # seconds a /gate or /seen waits for what it waits for
token_count = 0
counts = {}
times = []
xav_delay = 0.0
xav_rate = None       # requests a second the token bucket allows; None: no limit
xav_burst = None      # requests the bucket holds; None: a tenth of a second's worth
bucket = {"tokens": 0.0, "at": 0.0}
xav_stats = {"answered": 0, "throttled": 0}
xav_hold = {"left": None, "released": threading.Event()}  # /xav-hold: answers left before holding
XAV_THROTTLED = {"response": {"errors": [{"code": "429", "message": "Rate limit exceeded"}]}}


def take_token():
    """One request's worth from the bucket, refilled at xav_rate a second up to xav_burst."""
    if xav_rate is None:
        return True
    with lock:
        now = time.monotonic()
        capacity = xav_burst if xav_burst is not None else max(1.0, xav_rate / 10)
        bucket["tokens"] = min(capacity, bucket["tokens"] + (now - bucket["at"]) * xav_rate)
        bucket["at"] = now
        if bucket["tokens"] >= 1:
            bucket["tokens"] -= 1
            return True
        return False
XAV_VALID = {"XAVResponse": {"Response": {"ResponseStatus": {"Code": "1", "Description": "Success"}},
                             "ValidAddressIndicator": "",
                             "Candidate": [{"AddressKeyFormat": {"AddressLine": ["1 MAIN ST"],
                                                                 "PoliticalDivision2": "NEW YORK",
                                                                 "PoliticalDivision1": "NY",
                                                                 "PostcodePrimaryLow": "10001",
                                                                 "CountryCode": "US"}}]}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, so connection reuse can be observed
    # Headers and body go out in two writes: without this, on a kept-alive connection the body would wait
    # for the client's delayed ACK (~40 ms), and timings would measure that.
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def send_json(self, status, value, extra=None):
        body = json.dumps(value).encode()
        self.answered()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, val in (extra or {}).items():
            self.send_header(key, val)
        self.end_headers()
        self.wfile.write(body)

    def answered(self):
        """The request leaves the unanswered count once, just before its answer starts."""
        if getattr(self, "counted", False):
            self.counted = False
            with lock:
                unanswered["now"] -= 1

    def send_response(self, *args, **kwargs):
        self.answered()
        super().send_response(*args, **kwargs)

    def hold_at_gate(self, n):
        """Waits until n requests are here at once; the n-th releases its cohort. Returns None when
        released, else how many were here when the bound ran out."""
        with arrived:
            cohort = gate["cohort"]
            gate["waiting"] += 1
            if gate["waiting"] >= n:
                gate["waiting"] = 0
                gate["cohort"] += 1
                arrived.notify_all()
                return None
            if arrived.wait_for(lambda: gate["cohort"] != cohort, timeout=bound):
                return None
            here = gate["waiting"]
            gate["waiting"] -= 1
            return here

    def handle_any(self):
        global requests_seen, token_count
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        url = urlparse(self.path)
        query = parse_qs(url.query)
        path = url.path
        with lock:
            connections[self.client_address] = connections.get(self.client_address, 0) + 1
            if getattr(self.connection, "session_reused", False):
                resumed.add(self.client_address)
            requests_seen += 1
            unanswered["now"] += 1
            unanswered["most"] = max(unanswered["most"], unanswered["now"])
            self.counted = True
            arrivals[path] = arrivals.get(path, 0) + 1
            arrived.notify_all()
        if url.scheme:
            # An absolute URL: asked as a proxy (http_proxy pointing here). Count it under its host.
            with lock:
                counts["proxied:" + url.netloc] = counts.get("proxied:" + url.netloc, 0) + 1
        if path == "/ok":
            self.send_json(200, {"ok": True})
        elif path == "/close":
            # Answers, then closes: the client's next request needs a new connection (and handshake).
            self.send_json(200, {"ok": True}, {"Connection": "close"})
            self.close_connection = True
        elif path == "/echo":
            self.send_json(200, {"method": self.command, "path": self.path,
                                 "headers": {k: v for k, v in self.headers.items()},
                                 "body": body.decode("utf-8", "replace")})
        elif path == "/slow":
            time.sleep(int(query.get("ms", ["50"])[0]) / 1000)  # simulated latency
            self.send_json(200, {"ok": True})
        elif path == "/gate":
            n = int(query.get("n", ["2"])[0])
            here = self.hold_at_gate(n)
            if here is None:
                self.send_json(200, {"ok": True})
            else:
                self.send_json(504, {"error": {"code": "GATE", "message": "held %g s waiting for %d requests at once, %d came" % (bound, n, here)}})
        elif path == "/seen":
            wanted, count = query.get("path", [""])[0], int(query.get("count", ["1"])[0])
            with arrived:
                seen = arrived.wait_for(lambda: arrivals.get(wanted, 0) >= count, timeout=bound)
                got = arrivals.get(wanted, 0)
            if seen:
                self.send_json(200, {"path": wanted, "seen": got})
            else:
                self.send_json(504, {"error": {"code": "NOT_SEEN", "message": "waited %g s for %d requests to %s, saw %d" % (bound, count, wanted, got)}})
        elif path == "/hold-token":
            with lock:
                token_hold.update(lockers=int(query.get("lockers", ["0"])[0]), dir=query.get("dir", [""])[0])
            self.send_json(200, dict(token_hold))
        elif path == "/hang":
            time.sleep(30)  # simulated latency: a server that does not answer
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
                stats = {"connections": len(connections), "requests": requests_seen, "resumed": len(resumed),
                         "per_connection": list(connections.values()), "most_at_once": unanswered["most"]}
            self.send_json(200, stats)
        elif path in ("/token", "/security/v1/oauth/token"):
            with lock:
                token_count += 1
                n = token_count
            wanted, lock_dir = token_hold["lockers"], token_hold["dir"]
            if wanted:
                message = wait_for_lockers(lock_dir, wanted, bound)
                if message:
                    return self.send_json(503, {"error": {"code": "HELD", "message": message}})
            self.send_json(200, {"access_token": "tok-%d" % n, "token_type": "Bearer", "expires_in": "3600"})
        elif path.startswith("/count/"):
            with lock:
                counts[path[7:]] = counts.get(path[7:], 0) + 1
            self.send_json(200, {"ok": True})
        elif path == "/counts":
            with lock:
                self.send_json(200, dict(counts, token=token_count))
        elif path == "/drip":
            total = int(query.get("bytes", ["100"])[0])
            pause = int(query.get("ms", ["300"])[0]) / 1000
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(total))
            self.end_headers()
            try:
                for _ in range(total):
                    self.wfile.write(b"x")
                    self.wfile.flush()
                    time.sleep(pause)  # simulated latency: a slow, not silent, server
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif path == "/redirect":
            status = int(query.get("status", ["302"])[0])
            self.send_response(status)
            self.send_header("Location", query["to"][0])
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif path == "/headers":
            lines = int(query.get("lines", ["0"])[0])
            size = max(16, int(query.get("size", ["100"])[0]))
            self.send_response(200)
            try:
                count = 0
                while lines == 0 or count < lines:
                    self.send_header("X-Pad-%d" % count, "p" * (size - 12))
                    count += 1
                    if count % 64 == 0:
                        self.flush_headers()
                self.send_header("Content-Length", "11")
                self.end_headers()
                self.wfile.write(b'{"ok":true}')
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif path == "/big":
            total = int(query.get("bytes", ["1000"])[0])
            block = b"x" * 65536
            as_json = "json" in query
            if as_json:
                item = b'"' + b"y" * 62 + b'",'
                count = max(1, total // len(item))
                block = b"[" + item * (count - 1) + item[:-1] + b"]"
                total = len(block)
            self.send_response(200)
            self.send_header("Content-Type", "application/json" if as_json else "application/octet-stream")
            chunked = "chunked" in query
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
            else:
                self.send_header("Content-Length", str(total))
            self.end_headers()
            try:
                sent = 0
                while sent < total:
                    piece = block[sent : sent + min(65536, total - sent)] if as_json else block[: min(len(block), total - sent)]
                    if chunked:
                        self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
                    else:
                        self.wfile.write(piece)
                    sent += len(piece)
                if chunked:
                    self.wfile.write(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif path.startswith("/api/addressvalidation/v2/"):
            with lock:
                times.append([path, time.time()])
            if not take_token():
                with lock:
                    xav_stats["throttled"] += 1
                try:
                    self.send_json(429, XAV_THROTTLED, extra={"Retry-After": "1"})
                except (BrokenPipeError, ConnectionResetError):
                    pass
                return
            with lock:
                held = xav_hold["left"] is not None and xav_hold["left"] <= 0
                if xav_hold["left"] is not None and xav_hold["left"] > 0:
                    xav_hold["left"] -= 1
            if held:
                xav_hold["released"].wait(timeout=bound)
            time.sleep(xav_delay)  # simulated latency (--xav-ms)
            with lock:
                xav_stats["answered"] += 1
            try:
                self.send_json(200, XAV_VALID)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path in ("/api/orders", "/slow/api/orders"):
            if path.startswith("/slow"):
                time.sleep(3)  # simulated latency: beyond completion's live deadline
            items = [{"id": "ord_live%d" % n, "reference": "RM-%d" % n, "status": "in_repair",
                      "client": {"id": "cli_live%d" % n, "name": "Live Client %d" % n}} for n in (1, 2)]
            try:
                self.send_json(200, {"success": True, "data": {"items": items, "pagination": {
                    "total": 2, "limit": 50, "offset": 0, "has_more": False}}})
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path == "/xav-hold":
            with lock:
                xav_hold["left"] = int(query.get("after", ["0"])[0])
                xav_hold["released"].clear()
            self.send_json(200, {"holding_after": xav_hold["left"]})
        elif path == "/xav-release":
            with lock:
                xav_hold["left"] = None
                xav_hold["released"].set()
            self.send_json(200, {"released": True})
        elif path == "/xav-stats":
            with lock:
                self.send_json(200, dict(xav_stats))
        elif path == "/times":
            with lock:
                self.send_json(200, list(times))
        else:
            self.send_json(404, {"error": {"code": "NOT_FOUND", "message": "no route " + path}})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--xav-ms", type=int, default=0)
    parser.add_argument("--xav-rate", type=float)
    parser.add_argument("--xav-burst", type=float, help="requests the --xav-rate bucket holds (default: rate / 10)")
    parser.add_argument("--host", default="127.0.0.1", help="127.0.0.1, or ::1 for IPv6 loopback")
    parser.add_argument("--bound", type=float, default=60, help="seconds /gate and /seen wait at most")
    args = parser.parse_args()
    global xav_delay, xav_rate, xav_burst, bound
    bound = args.bound
    xav_delay = args.xav_ms / 1000
    xav_rate = args.xav_rate
    xav_burst = args.xav_burst
    bucket["at"] = time.monotonic()
    if ":" in args.host:
        ThreadingHTTPServer.address_family = socket.AF_INET6
    server = ThreadingHTTPServer((args.host, args.port), Handler)
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
