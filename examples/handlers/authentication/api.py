# A call with a token for `scope`, the scopes the call needs:
#   call_api("GET", f"/deliverables/{id}", scope="deliverables:read")
# For one of your users, with their token (tokens.py gets and caches one per user and scopes):
#   call_api("GET", "/projects", scope="projects:read", user={"external_user_id": ..., "email": ...})
# A POST sends one Idempotency-Key on every attempt. On token_expired or invalid_token (a
# revoked secret's tokens stop working), it gets a new token and repeats the call once.
import uuid

from send import ApiError, send
from tokens import access_token, api_url, forget_token, is_token_refused


def call_api(method, path, scope, body=None, idempotency_key=None, user=None):
    idempotency_key = idempotency_key or str(uuid.uuid4())
    for is_repeat in (False, True):
        token = access_token(scope, user)
        headers = {"Authorization": f"Bearer {token}"}
        if method == "POST":
            headers["Idempotency-Key"] = idempotency_key
        try:
            response = send(method, f"{api_url()}{path}", headers=headers, json=body)
        except ApiError as error:
            if not is_token_refused(error) or is_repeat:
                raise
            forget_token(scope, token, user)
            continue
        return None if response.status_code == 204 else response.json()
