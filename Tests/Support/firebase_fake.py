#!/usr/bin/env python3
"""A fake Firebase Auth server for tracewise's tests, following the Auth emulator's URL scheme and bodies.

Firebase's Auth emulator ships only with firebase-tools (npm), which this machine cannot install, so this stdlib server stands
in for it. Clients reach it the way Firebase SDKs reach the emulator, with FIREBASE_AUTH_EMULATOR_HOST=
127.0.0.1:PORT and the production host as the first path segment:

  POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=K
       JSON {"email","password","returnSecureToken"} -> {"kind","localId","email","displayName",
       "idToken","registered","refreshToken","expiresIn":"N"}
  POST /securetoken.googleapis.com/v1/token?key=K
       form (or JSON, grant_type or grantType) -> {"access_token","expires_in":"N","token_type",
       "refresh_token","id_token","user_id","project_id"}

As the emulator does, it issues unsigned ID tokens (header {"alg":"none","typ":"JWT"}, empty signature,
claims iss/aud/sub/user_id/email/email_verified/auth_time/iat/exp/firebase) and refresh tokens that
are base64 JSON records; numbers of seconds are strings. Errors are HTTP 400
{"error":{"code":400,"message":"CODE","errors":[{"message":"CODE","domain":"global","reason":"invalid"}]}}.
A request without a key gets 403 PERMISSION_DENIED; with --valid-key K any other key gets Google's
400 "API key not valid. Please pass a valid API key." (the emulator itself accepts any key).

Accounts (password Corr3ct-Horse! for all):
  ada@example.test         signs in
  disabled@example.test    USER_DISABLED
  locked@example.test      TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily …
Unknown email: EMAIL_NOT_FOUND; wrong password: INVALID_PASSWORD; both INVALID_LOGIN_CREDENTIALS with
--enumeration-protection (the default of projects made since September 2023).

For tests:
  --token-lifetime N       expiresIn of issued tokens (default 3600), so refresh can be seen
  POST /admin/revoke?email=E   refresh tokens issued before now get TOKEN_EXPIRED
  POST /admin/delete?email=E   refresh gets USER_NOT_FOUND
  GET  /counts             {"signIn":N,"refresh":M}
  GET  /requests           every auth request seen: method, path, content type, body

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, and serves until killed or
until --lifetime seconds pass.
"""
import argparse
import base64
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

PROJECT = "tracewise-fake"
PASSWORD = "Corr3ct-Horse!"
ACCOUNTS = {
    "ada@example.test": {"uid": "uid-ada-0001", "state": "ok"},
    "disabled@example.test": {"uid": "uid-disabled-0002", "state": "disabled"},
    "locked@example.test": {"uid": "uid-locked-0003", "state": "locked"},
}
LOCKED = ("TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many "
          "failed login attempts. You can immediately restore it by resetting your password or you can try again later.")

lock = threading.Lock()
counts = {"signIn": 0, "refresh": 0}
requests = []
revoked_before = {}  # uid -> time; refresh tokens issued earlier are dead
deleted = set()
serial = 0
options = None


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def id_token(uid, email):
    now = int(time.time())
    claims = {"iss": "https://securetoken.google.com/" + PROJECT, "aud": PROJECT, "auth_time": now,
              "user_id": uid, "sub": uid, "iat": now, "exp": now + options.token_lifetime, "email": email,
              "email_verified": False, "firebase": {"identities": {"email": [email]}, "sign_in_provider": "password"}}
    global serial
    with lock:
        serial += 1
        claims["serial"] = serial  # two tokens issued within a second still differ
    header = b64url(json.dumps({"alg": "none", "typ": "JWT"}).encode())
    return header + "." + b64url(json.dumps(claims).encode()) + "."


def refresh_token(uid, email):
    record = {"_AuthEmulatorRefreshToken": "DO NOT MODIFY", "localId": uid, "email": email,
              "provider": "password", "issued": time.time()}
    return base64.b64encode(json.dumps(record).encode()).decode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, value):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def error(self, message, status=400, extra=None):
        error = {"code": status, "message": message,
                 "errors": [{"message": message, "domain": "global", "reason": "invalid"}]}
        error.update(extra or {})
        self.send_json(status, {"error": error})

    def do_GET(self):
        path = urlparse(self.path).path
        if path == "/counts":
            with lock:
                self.send_json(200, counts)
        elif path == "/requests":
            with lock:
                self.send_json(200, requests)
        else:
            self.error("NOT_FOUND", 404)

    def do_POST(self):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        content_type = self.headers.get("Content-Type", "")
        if url.path.startswith("/admin/"):
            return self.admin(url.path, query.get("email", [""])[0])
        with lock:
            requests.append({"method": "POST", "path": self.path, "contentType": content_type,
                             "body": raw.decode("utf-8", "replace")})
        key = query.get("key", [""])[0]
        if not key:
            return self.error("The request is missing a valid API key.", 403, {"status": "PERMISSION_DENIED"})
        if options.valid_key and key != options.valid_key:
            return self.error("API key not valid. Please pass a valid API key.", 400, {"status": "INVALID_ARGUMENT"})
        if url.path == "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword":
            self.sign_in(raw)
        elif url.path == "/securetoken.googleapis.com/v1/token":
            self.refresh(raw, content_type)
        else:
            self.error("NOT_FOUND", 404)

    def admin(self, path, email):
        account = ACCOUNTS.get(email)
        if not account:
            return self.error("EMAIL_NOT_FOUND")
        with lock:
            if path == "/admin/revoke":
                revoked_before[account["uid"]] = time.time()
            elif path == "/admin/delete":
                deleted.add(account["uid"])
        self.send_json(200, {})

    def sign_in(self, raw):
        with lock:
            counts["signIn"] += 1
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            return self.error("INVALID_JSON")
        email, password = body.get("email") or "", body.get("password") or ""
        if not email:
            return self.error("MISSING_EMAIL")
        if "@" not in email:
            return self.error("INVALID_EMAIL")
        if not password:
            return self.error("MISSING_PASSWORD")
        account = ACCOUNTS.get(email)
        if account is None or password != PASSWORD:
            if options.enumeration_protection:
                return self.error("INVALID_LOGIN_CREDENTIALS")
            return self.error("EMAIL_NOT_FOUND" if account is None else "INVALID_PASSWORD")
        if account["state"] == "disabled":
            return self.error("USER_DISABLED")
        if account["state"] == "locked":
            return self.error(LOCKED)
        self.send_json(200, {
            "kind": "identitytoolkit#VerifyPasswordResponse", "localId": account["uid"], "email": email,
            "displayName": "", "idToken": id_token(account["uid"], email), "registered": True,
            "refreshToken": refresh_token(account["uid"], email), "expiresIn": str(options.token_lifetime)})

    def refresh(self, raw, content_type):
        with lock:
            counts["refresh"] += 1
        if "json" in content_type:
            body = json.loads(raw or b"{}")
        else:
            body = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
        grant = body.get("grant_type") or body.get("grantType")
        token = body.get("refresh_token") or body.get("refreshToken")
        if not token:
            return self.error("MISSING_REFRESH_TOKEN")
        if grant != "refresh_token":
            return self.error("INVALID_GRANT_TYPE")
        try:
            record = json.loads(base64.b64decode(token))
            uid, email, issued = record["localId"], record["email"], record["issued"]
        except (ValueError, KeyError, TypeError):
            return self.error("INVALID_REFRESH_TOKEN")
        with lock:
            gone, revoked = uid in deleted, revoked_before.get(uid, 0)
        if gone:
            return self.error("USER_NOT_FOUND")
        if issued < revoked:
            return self.error("TOKEN_EXPIRED")
        fresh = id_token(uid, email)
        self.send_json(200, {
            "access_token": fresh, "expires_in": str(options.token_lifetime), "token_type": "Bearer",
            "refresh_token": token, "id_token": fresh, "user_id": uid, "project_id": "123456789012"})


def main():
    global options
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--token-lifetime", type=int, default=3600)
    parser.add_argument("--valid-key", default="")
    parser.add_argument("--enumeration-protection", action="store_true")
    options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Timer(options.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
