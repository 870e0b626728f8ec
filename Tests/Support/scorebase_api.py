"""The ScoreBase API side of scorebase_peer.py: leagues per tenant in the service's envelopes.

  GET /v1/leagues, GET /v1/leagues/ID, POST /v1/leagues (400 with details without a name),
  GET /v1/boom (500), GET /v1/busy (429); a request whose bearer is not a live token gets 401.
Success: {"request_id","timestamp","data"}; errors: {"error":{"code","message","request_id","details"}}.
"""
import uuid

LEAGUES = [
    {"league_id": "lg_alpha_1", "tenant_id": "tn_alpha", "name": "Alpha Basketball", "sport_type": "basketball",
     "logo_url": None, "primary_color": "#112233", "secondary_color": "#445566",
     "created_at": "2026-01-01T00:00:00Z", "updated_at": "2026-02-01T00:00:00Z"},
    {"league_id": "lg_alpha_2", "tenant_id": "tn_alpha", "name": "Alpha Curling", "sport_type": "curling",
     "logo_url": None, "primary_color": None, "secondary_color": None, "created_at": "2026-01-02T00:00:00Z",
     "updated_at": "2026-02-02T00:00:00Z", "new_field": {"nested": [1, 2]}},
    {"league_id": "lg_beta_1", "tenant_id": "tn_beta", "name": "Beta Soccer", "sport_type": "soccer",
     "logo_url": None, "primary_color": None, "secondary_color": None, "created_at": "2026-01-03T00:00:00Z",
     "updated_at": "2026-02-03T00:00:00Z"},
]


def answer(method, path, tenant, body):
    """(status, request id, body) for a request; `tenant` is None when the bearer is not a live token."""
    rid = "srv-" + str(uuid.uuid4())
    if tenant is None:
        return 401, rid, {"error": {"code": "UNAUTHORIZED", "message": "Token expired or invalid", "request_id": rid}}
    mine = [l for l in LEAGUES if l["tenant_id"] == tenant]
    ok = lambda data, status=200: (status, rid, {"request_id": rid, "timestamp": "2026-05-14T09:30:00Z", "data": data})
    if method == "GET" and path == "/v1/leagues":
        return ok(mine)
    if method == "GET" and path.startswith("/v1/leagues/"):
        wanted = path.rsplit("/", 1)[1]
        for league in mine:
            if league["league_id"] == wanted:
                return ok(league)
        return 404, rid, {"error": {"code": "NOT_FOUND", "message": f"League {wanted} not found", "request_id": rid}}
    if method == "POST" and path == "/v1/leagues":
        if not body.get("name"):
            return 400, rid, {"error": {"code": "VALIDATION_ERROR", "message": "The league is not valid", "request_id": rid,
                                        "details": {"name": "is required", "sport_type": ["must be one of basketball, soccer"]}}}
        return ok(dict(body, league_id="lg_new", tenant_id=tenant), 201)
    if path == "/v1/boom":
        return 500, rid, {"error": {"code": "INTERNAL", "message": "Something broke", "request_id": rid}}
    if path == "/v1/busy":
        return 429, rid, {"error": {"code": "RATE_LIMITED", "message": "Slow down", "request_id": rid}}
    return 404, rid, {"error": {"code": "NOT_FOUND", "message": f"No route {method} {path}", "request_id": rid}}
