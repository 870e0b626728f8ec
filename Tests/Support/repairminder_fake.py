#!/usr/bin/env python3
"""A RepairMinder API on loopback, for repairminder's process tests and its benchmark.

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, and serves until killed or
until --lifetime seconds pass. Everything is answered in RepairMinder's wrapper
{"success","data","error","message"}; every request except login and refresh needs a live bearer token.

Accounts: ann@example.com / Corr3ct-Horse! (no second factor); tfa@example.com / Corr3ct-Horse! with the
two-factor code 246810 (a login without it answers data.requires_2fa; with a wrong one, error 2fa_required).

Lists (/api/orders, /api/devices, /api/devices/my-queue, /api/clients, /api/clients/ID/orders,
/api/tickets) page by ?page=&limit= over --items generated records (default 45); --no-has-more leaves
has_more out of the pagination, so the client computes offset + limit < total.

Control (no token needed):
  POST /_control  {"expires_in": N}      lifetime of tokens issued from now on (default 3600)
                  {"revoke_access": true} every access token issued so far answers 401
                  {"refuse_refresh": true} the refresh endpoint answers 401
                  {"logout_status": NNN}  the logout endpoint answers NNN
                  {"fail": [NNN, …], "retry_after": "S"}  the next API requests answer these statuses
                  {"page_delay_ms": N}    each list page after the first waits N ms
                  {"hold_refresh_until_lockers": N, "lock_dir": DIR}
                                          a refresh is answered only once N processes have a `*.lock` file
                                          of DIR open (the session lock's holder and its waiters, which keep
                                          it open while they try it), so that processes started together
                                          meet at the lock because they all got there, not because the
                                          answer was slow; after 60 s without them, 503 saying how many came
  GET  /_log      every request: {"method","path","body","authorization"} (path with its query, as sent)
  GET  /_counts   {"login": N, "refresh": N, "logout": N}
"""
import argparse
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.dont_write_bytecode = True  # no __pycache__ beside the peers in Tests/Support
from lock_watch import wait_for_lockers  # noqa: E402 (after the line above)
from urllib.parse import parse_qs, unquote, urlparse

PASSWORD = "Corr3ct-Horse!"
CODE = "246810"
USERS = {
    "ann@example.com": {"id": "usr_1", "name": "Ann Example", "email": "ann@example.com", "role": "admin"},
    "tfa@example.com": {"id": "usr_2", "name": "Tom Factor", "email": "tfa@example.com", "role": "technician"},
}

lock = threading.Lock()
HOLD_BOUND = 60  # seconds a held refresh waits for the processes it waits for
state = {"expires_in": 3600, "refuse_refresh": False, "logout_status": 200, "fail": [], "retry_after": None,
         "page_delay_ms": 0, "serial": 0, "hold_refresh_until_lockers": 0, "lock_dir": None}
access = {}      # token -> email
refresh = {}     # token -> email
log = []
counts = {"login": 0, "refresh": 0, "logout": 0}
settings = {"notifications": {"email": True, "push": False}, "default_scope": "user"}
options = None


def ok(data):
    return {"success": True, "data": data, "error": None, "message": None}


def failure(error, message=None):
    return {"success": False, "data": None, "error": error, "message": message}


def issue(email):
    with lock:
        state["serial"] += 1
        n = state["serial"]
        token, renew = f"rm-access-{n}-SECRET", f"rm-refresh-{n}-SECRET"
        access[token] = email
        refresh[renew] = email
        return {"token": token, "refresh_token": renew, "expires_in": state["expires_in"], "user": USERS[email]}


def record(kind, i):
    base = {"id": f"{kind[:3]}_{i:05d}", "updated_at": f"2026-05-{1 + i % 28:02d}T10:00:00Z", "n": i}
    if kind == "orders":
        base.update({"reference": f"RM-{10000 + i}", "status": "in_repair", "client": {"name": f"Client {i}"}, "total": i * 1.5})
    elif kind == "devices":
        base.update({"order_id": f"ord_{i:05d}", "status": "repaired", "type": "phone"})
    elif kind == "clients":
        base.update({"name": f"Client {i}", "email": f"c{i}@example.com"})  # no phone: an empty cell
    else:
        base.update({"subject": f"Ticket {i}", "status": "open"})
    return base


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # The headers and the body go out in separate writes: with Nagle's algorithm on, the body waits for
    # the client's delayed ACK of the headers (~40 ms) on a kept-alive connection, which a benchmark
    # would then measure instead of the client.
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def send(self, status, body, headers=None):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return raw, (json.loads(raw) if raw else None)

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PATCH(self):
        self.handle_any("PATCH")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def handle_any(self, method):
        raw, body = self.body()
        url = urlparse(self.path)
        path = url.path
        if path == "/_control":
            with lock:
                state.update(body or {})
                if (body or {}).get("revoke_access"):
                    access.clear()
            return self.send(200, ok(None))
        if path == "/_log":
            with lock:
                return self.send(200, list(log))
        if path == "/_counts":
            with lock:
                return self.send(200, dict(counts))
        with lock:
            log.append({"method": method, "path": self.path, "body": body,
                        "authorization": self.headers.get("Authorization")})
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        if path == "/api/auth/login":
            return self.login(body or {})
        if path == "/api/auth/refresh":
            return self.refresh(body or {})
        with lock:
            if state["fail"]:
                status = state["fail"].pop(0)
                headers = {"Retry-After": state["retry_after"]} if state["retry_after"] else {}
                return self.send(status, failure(f"injected {status}"), headers)
        auth = self.headers.get("Authorization", "")
        with lock:
            email = access.get(auth[7:]) if auth.startswith("Bearer ") else None
        if path == "/api/auth/logout":
            with lock:
                counts["logout"] += 1
                status = state["logout_status"]
                access.pop(auth[7:], None)
            return self.send(status, ok(None) if status < 400 else failure("logout is down"))
        if email is None:
            return self.send(401, failure("Unauthorized", "Token expired or invalid"))
        return self.api(method, path, query, body, email)

    def login(self, body):
        with lock:
            counts["login"] += 1
        email, password = body.get("email"), body.get("password")
        if email not in USERS or password != PASSWORD:
            return self.send(401, failure("Invalid email or password"))
        if email == "tfa@example.com":
            code = body.get("two_factor_token")
            if code is None:
                return self.send(200, ok({"requires_2fa": True}))
            if code != CODE:
                return self.send(401, failure("2fa_required", "Invalid two-factor code"))
        return self.send(200, ok(issue(email)))

    def refresh(self, body):
        with lock:
            counts["refresh"] += 1
            email = refresh.pop(body.get("refresh_token"), None)
            refused = state["refuse_refresh"]
            wanted, lock_dir = state["hold_refresh_until_lockers"], state["lock_dir"]
        if wanted:
            message = wait_for_lockers(lock_dir, wanted, HOLD_BOUND)
            if message:
                return self.send(503, failure("held", message))
        if refused or email is None:
            return self.send(401, failure("Invalid refresh token"))
        session = issue(email)
        del session["user"]
        return self.send(200, ok(session))

    def api(self, method, path, query, body, email):
        parts = [unquote(p) for p in path.split("/")[2:]]  # after /api/
        lists = {("orders",): "orders", ("devices",): "devices", ("devices", "my-queue"): "devices",
                 ("clients",): "clients", ("tickets",): "tickets"}
        key = tuple(parts)
        if method == "GET" and (key in lists or (len(parts) == 3 and parts[0] == "clients" and parts[2] == "orders")):
            return self.page(lists.get(key, "orders"), query)
        if parts == ["auth", "me"]:
            return self.send(200, ok(USERS[email]))
        if parts[0] == "dashboard":
            return self.send(200, ok({"endpoint": parts[1], "query": query}))
        if parts[:1] == ["lookup"]:
            value = query.get("code") or query.get("barcode")
            if value == "000":
                return self.send(200, failure("No device or order matches this code"))
            return self.send(200, ok({"type": "order", "code": value}))
        if parts == ["user", "settings"]:
            if method == "PATCH":
                settings.update(body or {})
            return self.send(200, ok(settings))
        if len(parts) >= 2 and parts[1] == "missing":
            return self.send(404, failure("Record not found"))
        if len(parts) >= 2 and parts[1] == "forbidden":
            return self.send(403, failure("Not allowed for technicians"))
        return self.send(201 if method == "POST" else 200, ok({"method": method, "parts": parts, "body": body}))

    def page(self, kind, query):
        page, limit = int(query.get("page", "1")), int(query.get("limit", "20"))
        if page > 1 and state["page_delay_ms"]:
            time.sleep(state["page_delay_ms"] / 1000)  # simulated latency
        total = options.items
        offset = (page - 1) * limit
        items = [record(kind, i) for i in range(offset + 1, min(offset + limit, total) + 1)]
        pagination = {"total": total, "limit": limit, "offset": offset}
        if not options.no_has_more:
            pagination["has_more"] = offset + limit < total
        return self.send(200, ok({"items": items, "pagination": pagination}))


def main():
    global options
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=45)
    parser.add_argument("--no-has-more", action="store_true")
    parser.add_argument("--lifetime", type=float, default=300)
    options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Timer(options.lifetime, lambda: os._exit(0)).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
