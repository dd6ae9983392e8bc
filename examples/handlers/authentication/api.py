# A call with a token for `scope`, the scopes the call needs:
#   call_api("GET", f"/deliverables/{id}", scope="deliverables:read")
# A POST sends one Idempotency-Key on every attempt. On token_expired or invalid_token (a
# revoked secret's tokens stop working), it gets a new token and repeats the call once.
import uuid

from send import ApiError, send
from tokens import access_token, api_url, forget_token


def call_api(method, path, scope, body=None, idempotency_key=None):
    idempotency_key = idempotency_key or str(uuid.uuid4())
    for is_repeat in (False, True):
        token = access_token(scope)
        headers = {"Authorization": f"Bearer {token}"}
        if method == "POST":
            headers["Idempotency-Key"] = idempotency_key
        try:
            response = send(method, f"{api_url()}{path}", headers=headers, json=body)
        except ApiError as error:
            if error.code not in ("token_expired", "invalid_token") or is_repeat:
                raise
            forget_token(scope, token)
            continue
        return None if response.status_code == 204 else response.json()
