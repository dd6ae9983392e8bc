# One cached token per set of scopes, and per user for user tokens, renewed 5 minutes before
# it expires. Threads that need a new token for the same key at the same time share one request.
import os
import threading
import time
import uuid

from send import ApiError, send


def api_url():
    # The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
    return os.environ.get("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1")


_tokens = {}  # API URL, user (None for yours) and scopes, sorted -> (token, expires_at)
_locks = {}  # the same keys -> the lock its token requests wait on
_user_ids = {}  # API URL and external_user_id -> our usr_ ID for that user
_locks_lock = threading.Lock()


def _scopes_of(scope):
    return " ".join(sorted(set(scope.split())))


def _key_of(scope, user=None):
    # A token works only on the host that issued it, and a user token only for its user.
    return (api_url(), user and user["external_user_id"], _scopes_of(scope))


# A 401 that a new token cures: it expired early, or its secret was revoked.
def is_token_refused(error):
    return isinstance(error, ApiError) and error.code in ("token_expired", "invalid_token")


def _lock_of(key):
    with _locks_lock:
        return _locks.setdefault(key, threading.Lock())


# scope: the scopes the caller's calls need, such as "projects:read deliverables:read".
# user: to act for one of your users, {"external_user_id", "email", "name"} as the user token
# call takes them (name optional); without it, your own token.
def access_token(scope, user=None):
    key = _key_of(scope, user)
    with _lock_of(key):
        cached = _tokens.get(key)
        if cached and time.time() < cached[1] - 5 * 60:
            return cached[0]
        if user:
            _tokens[key] = _request_user_token(api_url(), _scopes_of(scope), user)
        else:
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
    return _cached_from(response.json())


# Your own token asks for it, with users:write and every scope the user token is to carry.
# Each renewal is a new request, with a new Idempotency-Key: the first one's would answer the first token.
def _request_user_token(api, scope, user):
    own_scope = f"users:write {scope}"
    for is_repeat in (False, True):
        own = access_token(own_scope)
        try:
            response = send(
                "POST",
                f"{api}/oauth/user-token",
                headers={"Authorization": f"Bearer {own}", "Idempotency-Key": str(uuid.uuid4())},
                json={**user, "scope": scope},
            )
        except ApiError as error:
            if not is_token_refused(error) or is_repeat:
                raise
            forget_token(own_scope, own)
            continue
        body = response.json()
        _user_ids[(api, user["external_user_id"])] = body["user"]["id"]
        return _cached_from(body)


# Both token calls answer the same fields.
def _cached_from(body):
    return body["access_token"], time.time() + body["expires_in"]


# Our ID for one of your users (user.id of the user token call), once access_token got a token
# for them: store it with your own ID, since projects carry it as user_id.
def user_id_of(user):
    return _user_ids.get((api_url(), user["external_user_id"]))


# After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
# Pass the refused token: a newer token that another thread got meanwhile is kept, so calls
# refused at the same time share one new token. call_api in api.py does this.
def forget_token(scope, refused=None, user=None):
    key = _key_of(scope, user)
    with _lock_of(key):
        cached = _tokens.get(key)
        if refused is None or cached is None or cached[0] == refused:
            _tokens.pop(key, None)
