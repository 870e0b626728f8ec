#!/usr/bin/env python3
"""A verifying Cognito peer and a ScoreBase API fake, for scorebase's tests, on one loopback port.

moto (the real Cognito emulator used elsewhere in the tests) does not check SECRET_HASH on
USER_PASSWORD_AUTH nor the SRP signature. This peer does both, with
its own arithmetic: Python's integers for the SRP server side (v = g^x, B = k·v + g^b, S = (A·v^u)^b,
HKDF, the HMAC over pool name, user id, secret block and timestamp), so a wrong hash or a wrong
signature fails a test.

Cognito (POST / with X-Amz-Target: AWSCognitoIdentityProviderService.ACTION, application/x-amz-json-1.1):
  InitiateAuth USER_PASSWORD_AUTH | USER_SRP_AUTH | REFRESH_TOKEN_AUTH, RespondToAuthChallenge
  PASSWORD_VERIFIER | NEW_PASSWORD_REQUIRED, RevokeToken (500 HTML with --no-revoke, as moto).
  Pool eu-west-1_PeerPool1; client "peer-client-public" (no secret) and "peer-client-secret" (secret
  "peer-secret-0123456789"); users (password Corr3ct-Horse!): alice (sub 1111…, tenant tn_alpha, email
  alias alice@example.test signs in as alice), bob (tenant tn_beta), newbie (temporary password
  Temp-Passw0rd!, NEW_PASSWORD_REQUIRED); anyone else UserNotFoundException.
ScoreBase API (scorebase_api.py; Authorization: Bearer ACCESS_TOKEN from this peer):
  GET /v1/leagues, GET /v1/leagues/ID, POST /v1/leagues (400 with details without a name),
  GET /v1/boom (500), GET /v1/busy (429 Retry-After: 0); an unknown or expired access token → 401.
For tests:
  --token-lifetime N          ExpiresIn of issued tokens (default 3600)
  POST /admin/expire          every access token issued so far is refused (401) from now on
  POST /admin/revoke          every refresh token issued so far is refused
  GET  /counts                {"InitiateAuth:USER_PASSWORD_AUTH": n, …, "GET /v1/leagues": n, …}
  GET  /requests              every request: method, path, headers, body
Binds 127.0.0.1 on a free port, prints the port on the first line, serves until killed or --lifetime.
"""
import argparse, base64, datetime, hashlib, hmac, json, os, re, secrets, sys, threading, time, uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import scorebase_api

N = int("FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A"
        "431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F2411"
        "7C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5"
        "29077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9"
        "DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DB"
        "EF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D8760273"
        "3EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFF"
        "FFFFFFFFFFFF", 16)
G = 2
POOL = "eu-west-1_PeerPool1"
CLIENTS = {"peer-client-public": None, "peer-client-secret": "peer-secret-0123456789"}
PASSWORD = "Corr3ct-Horse!"
USERS = {
    "alice": {"sub": "11111111-aaaa-4aaa-8aaa-111111111111", "tenant": "tn_alpha", "email": "alice@example.test",
              "password": PASSWORD, "temporary": False},
    "bob": {"sub": "22222222-bbbb-4bbb-8bbb-222222222222", "tenant": "tn_beta", "email": "bob@example.test",
            "password": PASSWORD, "temporary": False},
    "newbie": {"sub": "33333333-cccc-4ccc-8ccc-333333333333", "tenant": "tn_alpha", "email": "newbie@example.test",
               "password": "Temp-Passw0rd!", "temporary": True},
}
ALIASES = {u["email"]: name for name, u in USERS.items()}

lock = threading.Lock()
counts, log = {}, []
access_tokens, refresh_tokens, sessions = {}, {}, {}   # token -> user; session id -> state
options = None


def hx(n):
    h = format(n, "x")
    return "0" + h if len(h) % 2 else ("00" + h if h[0] in "89abcdef" else h)


def pad_hex_text(text):
    """pad() on hex as written (the salt keeps its leading zeros, as Cognito's clients hash it)."""
    return bytes.fromhex("0" + text if len(text) % 2 else ("00" + text if text[0] in "89abcdef" else text))


def H(*parts):
    return hashlib.sha256(b"".join(parts)).digest()


def hbytes(n):
    return bytes.fromhex(hx(n))


K = int.from_bytes(H(hbytes(N), hbytes(G)), "big")


def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()


def jwt(payload):
    return b64url({"alg": "RS256", "kid": "peer", "typ": "JWT"}) + "." + b64url(payload) + ".cGVlci1zaWduYXR1cmU"


def secret_hash_ok(client, username, given):
    secret = CLIENTS[client]
    if secret is None:
        return True
    want = base64.b64encode(hmac.new(secret.encode(), (username + client).encode(), hashlib.sha256).digest()).decode()
    return hmac.compare_digest(want, given or "")


def issue(client, name, refresh=True):
    user = USERS[name]
    now = int(time.time())
    common = {"iss": f"https://cognito-idp.eu-west-1.amazonaws.com/{POOL}", "sub": user["sub"], "iat": now,
              "auth_time": now, "exp": now + options.token_lifetime, "jti": str(uuid.uuid4())}
    access = jwt(dict(common, client_id=client, token_use="access", username=name))
    idt = jwt(dict(common, aud=client, token_use="id", email=user["email"], email_verified=True,
                   **{"cognito:username": name, "custom:tenant_id": user["tenant"]}))
    result = {"AccessToken": access, "ExpiresIn": options.token_lifetime, "TokenType": "Bearer", "IdToken": idt}
    with lock:
        access_tokens[access] = name
        if refresh:
            token = "peer-refresh-" + secrets.token_hex(16)
            refresh_tokens[token] = (name, client)
            result["RefreshToken"] = token
    return {"ChallengeParameters": {}, "AuthenticationResult": result}


class Fail(Exception):
    def __init__(self, kind, message, status=400):
        self.kind, self.message, self.status = kind, message, status


def signature_key(name, user, salt_hex, A, b, B):
    x = int.from_bytes(H(pad_hex_text(salt_hex), H(f"{POOL.split('_')[1]}{name}:{user['password']}".encode())), "big")
    v = pow(G, x, N)
    u = int.from_bytes(H(hbytes(A), hbytes(B)), "big")
    S = pow(A * pow(v, u, N) % N, b, N)
    prk = hmac.new(hbytes(u), hbytes(S), hashlib.sha256).digest()
    return hmac.new(prk, b"Caldera Derived Key\x01", hashlib.sha256).digest()[:16]


def cognito(action, body):
    client = body.get("ClientId")
    if client not in CLIENTS:
        raise Fail("ResourceNotFoundException", f"User pool client {client} does not exist.")
    if action == "InitiateAuth":
        flow, params = body.get("AuthFlow"), body.get("AuthParameters") or {}
        count(f"InitiateAuth:{flow}")
        if flow == "REFRESH_TOKEN_AUTH":
            with lock:
                owner = refresh_tokens.get(params.get("REFRESH_TOKEN"))
            if owner is None or owner[1] != client:
                raise Fail("NotAuthorizedException", "Refresh Token has been revoked")
            # Cognito wants the hash over its own username for the user, not an alias.
            if not secret_hash_ok(client, owner[0], params.get("SECRET_HASH")):
                raise Fail("NotAuthorizedException", f"Unable to verify secret hash for client {client}")
            return issue(client, owner[0], refresh=False)
        typed = params.get("USERNAME", "")
        name = ALIASES.get(typed, typed)
        if not secret_hash_ok(client, typed, params.get("SECRET_HASH")):
            raise Fail("NotAuthorizedException", f"Unable to verify secret hash for client {client}")
        if name not in USERS:
            raise Fail("UserNotFoundException", "User does not exist.")
        user = USERS[name]
        if flow == "USER_PASSWORD_AUTH":
            if params.get("PASSWORD") != user["password"]:
                raise Fail("NotAuthorizedException", "Incorrect username or password.")
            return challenge_or_tokens(client, name)
        if flow == "USER_SRP_AUTH":
            A = int(params.get("SRP_A", "0"), 16)
            if A % N == 0:
                raise Fail("InvalidParameterException", "SRP_A is not valid")
            b = secrets.randbits(256)
            salt = secrets.token_hex(16)
            x = int.from_bytes(H(pad_hex_text(salt), H(f"{POOL.split('_')[1]}{name}:{user['password']}".encode())), "big")
            B = (K * pow(G, x, N) + pow(G, b, N)) % N
            block = base64.b64encode(os.urandom(64)).decode()
            sid = str(uuid.uuid4())
            with lock:
                sessions[sid] = {"name": name, "A": A, "b": b, "B": B, "salt": salt, "block": block, "client": client}
            return {"ChallengeName": "PASSWORD_VERIFIER", "Session": sid, "ChallengeParameters": {
                "SALT": salt, "SRP_B": format(B, "x"), "SECRET_BLOCK": block, "USERNAME": name, "USER_ID_FOR_SRP": name}}
        raise Fail("InvalidParameterException", f"1 validation error detected: Value '{flow}' at 'authFlow' failed")
    if action == "RespondToAuthChallenge":
        name, responses = body.get("ChallengeName"), body.get("ChallengeResponses") or {}
        count(f"RespondToAuthChallenge:{name}")
        with lock:
            state = sessions.get(body.get("Session"))
        if state is None or state["client"] != client:
            raise Fail("NotAuthorizedException", "Invalid session for the user.")
        if responses.get("USERNAME") != state["name"]:
            raise Fail("NotAuthorizedException", "USERNAME does not match the challenge")
        if not secret_hash_ok(client, state["name"], responses.get("SECRET_HASH")):
            raise Fail("NotAuthorizedException", f"Unable to verify secret hash for client {client}")
        user = USERS[state["name"]]
        if name == "PASSWORD_VERIFIER":
            stamp = responses.get("TIMESTAMP", "")
            if not re.fullmatch(r"(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) "
                                r"[1-9][0-9]? \d\d:\d\d:\d\d UTC \d{4}", stamp):
                raise Fail("InvalidParameterException", f"TIMESTAMP is not in Cognito's format: {stamp}")
            when = datetime.datetime.strptime(stamp, "%a %b %d %H:%M:%S UTC %Y").replace(tzinfo=datetime.timezone.utc)
            if abs(when.timestamp() - time.time()) > 300:
                raise Fail("NotAuthorizedException", "TIMESTAMP is too far from now")
            if responses.get("PASSWORD_CLAIM_SECRET_BLOCK") != state["block"]:
                raise Fail("NotAuthorizedException", "PASSWORD_CLAIM_SECRET_BLOCK does not match")
            key = signature_key(state["name"], user, state["salt"], state["A"], state["b"], state["B"])
            message = POOL.split("_")[1].encode() + state["name"].encode() + base64.b64decode(state["block"]) + stamp.encode()
            want = base64.b64encode(hmac.new(key, message, hashlib.sha256).digest()).decode()
            if not hmac.compare_digest(want, responses.get("PASSWORD_CLAIM_SIGNATURE", "")):
                raise Fail("NotAuthorizedException", "Incorrect username or password.")
            return challenge_or_tokens(client, state["name"])
        if name == "NEW_PASSWORD_REQUIRED":
            new = responses.get("NEW_PASSWORD", "")
            if len(new) < 8:
                raise Fail("InvalidPasswordException", "Password does not conform to policy: Password not long enough")
            user["password"], user["temporary"] = new, False
            return issue(client, state["name"])
        raise Fail("InvalidParameterException", f"unknown challenge {name}")
    if action == "RevokeToken":
        count("RevokeToken")
        if options.no_revoke:
            raise Fail("", "", status=500)
        with lock:
            refresh_tokens.pop(body.get("Token"), None)
        return {}
    raise Fail("InvalidParameterException", f"unsupported action {action}")


def challenge_or_tokens(client, name):
    if USERS[name]["temporary"]:
        sid = str(uuid.uuid4())
        with lock:
            sessions[sid] = {"name": name, "client": client}
        return {"ChallengeName": "NEW_PASSWORD_REQUIRED", "Session": sid,
                "ChallengeParameters": {"USERNAME": name, "requiredAttributes": "[]"}}
    return issue(client, name)


def count(key):
    with lock:
        counts[key] = counts.get(key, 0) + 1


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, headers=None, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = self.path.split("?")[0]
        with lock:
            log.append({"method": self.command, "path": self.path, "headers": dict(self.headers.items()),
                        "body": raw.decode("utf-8", "replace")})
        if path == "/counts":
            return self.send(200, counts)
        if path == "/requests":
            return self.send(200, log)
        if path == "/admin/expire":
            with lock:
                access_tokens.clear()
            return self.send(200, {})
        if path == "/admin/revoke":
            with lock:
                refresh_tokens.clear()
            return self.send(200, {})
        target = self.headers.get("X-Amz-Target")
        if self.command == "POST" and path == "/" and target:
            if self.headers.get("Content-Type") != "application/x-amz-json-1.1":
                return self.send(500, b"<html>wrong content type</html>", content_type="text/html")
            try:
                answer = cognito(target.split(".")[-1], json.loads(raw or b"{}"))
                return self.send(200, answer, {"x-amzn-requestid": "peer-" + str(uuid.uuid4())},
                                 content_type="application/x-amz-json-1.1")
            except Fail as failure:
                if failure.status == 500:
                    return self.send(500, b"<html>not implemented</html>", content_type="text/html")
                return self.send(failure.status, {"__type": failure.kind, "message": failure.message},
                                 {"X-Amzn-ErrorType": failure.kind + ":", "x-amzn-requestid": "peer-err-1"})
        body = json.loads(raw) if raw else {}
        with lock:
            name = access_tokens.get((self.headers.get("Authorization") or "").removeprefix("Bearer "))
        count(f"{self.command} {path}")
        status, rid, answer = scorebase_api.answer(self.command, path, name and USERS[name]["tenant"], body)
        extra = {"X-Request-Id": rid}
        if status == 429:
            extra["Retry-After"] = "0"
        self.send(status, answer, extra)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


def main():
    global options
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=120)
    parser.add_argument("--token-lifetime", type=int, default=3600)
    parser.add_argument("--no-revoke", action="store_true")
    options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    threading.Timer(options.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
