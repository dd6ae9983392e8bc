# One cached token per set of scopes, renewed 5 minutes before it expires. Threads that need
# a new token for the same scopes at the same time share one token request.
import os
import threading
import time
import uuid

from send import send


def api_url():
    # The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
    return os.environ.get("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1")


_tokens = {}  # API URL and scopes, sorted -> (token, expires_at)
_locks = {}  # the same keys -> the lock its token requests wait on
_locks_lock = threading.Lock()


def _scopes_of(scope):
    return " ".join(sorted(set(scope.split())))


def _key_of(scope):
    # A token works only on the host that issued it.
    return f"{api_url()} {_scopes_of(scope)}"


def _lock_of(key):
    with _locks_lock:
        return _locks.setdefault(key, threading.Lock())


# scope: the scopes the caller's calls need, such as "projects:read deliverables:read".
def access_token(scope):
    key = _key_of(scope)
    with _lock_of(key):
        cached = _tokens.get(key)
        if cached and time.time() < cached[1] - 5 * 60:
            return cached[0]
        _tokens[key] = _request_token(api_url(), _scopes_of(scope))
        return _tokens[key][0]


def _request_token(api, scope):
    response = send(
        "POST",
        f"{api}/oauth/token",
        # Like every POST: send() sends it again with this key if no answer came.
        headers={"Idempotency-Key": str(uuid.uuid4())},
        json={
            "grant_type": "client_credentials",
            "client_id": os.environ["STUDIOWAVE_CLIENT_ID"],
            "client_secret": os.environ["STUDIOWAVE_CLIENT_SECRET"],
            "scope": scope,
        },
    )
    body = response.json()
    return body["access_token"], time.time() + body["expires_in"]


# After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
# Pass the refused token: a newer token that another thread got meanwhile is kept, so calls
# refused at the same time share one new token. call_api in api.py does this.
def forget_token(scope, refused=None):
    key = _key_of(scope)
    with _lock_of(key):
        cached = _tokens.get(key)
        if refused is None or cached is None or cached[0] == refused:
            _tokens.pop(key, None)
