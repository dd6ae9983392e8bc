# One request to the API, as the errors page says: a 429 or a 5xx (rate_limited,
# internal_error, service_unavailable) and a request that got no answer are sent again,
# unchanged (same Idempotency-Key), after Retry-After seconds (a minute at most) or a growing
# wait; any other error is raised as ApiError with its code and request_id. A POST without an
# Idempotency-Key is sent again only after a 429: after a 5xx (a proxy can send one after
# the API acted) or no answer, it may have acted.
import logging
import re
import time
from urllib.parse import urlsplit

import requests

ATTEMPTS = 6  # waits of 1, 2, 4, 8 and 16 s when no Retry-After comes
TIMEOUT = 30
_prefer_next = None


class ApiError(Exception):
    def __init__(self, status, error):
        self.status = status
        self.code = error["code"]
        self.message = error.get("message", "")
        self.request_id = error.get("request_id")
        self.details = error.get("details")
        super().__init__(f"HTTP {status} {self.code}: {self.message} (request_id {self.request_id})")


def prefer_next(answer):
    """For your tests against Prism: the next call (the token calls aside, yours and a user's)
    carries `Prefer: <answer>`, and Prism answers it with the contract's response for it:
    prefer_next("code=503"), then call_api(...) gets the 503, and sends it again without."""
    global _prefer_next
    _prefer_next = answer


def _take_preferred(url):
    global _prefer_next
    if re.search(r"/oauth/(user-)?token$", urlsplit(url).path):
        return None
    answer, _prefer_next = _prefer_next, None
    return answer


def send(method, url, headers=None, json=None):
    headers = headers or {}
    preferred = _take_preferred(url)
    resendable = method != "POST" or any(name.lower() == "idempotency-key" for name in headers)
    for attempt in range(1, ATTEMPTS + 1):
        last_attempt = attempt == ATTEMPTS
        try:
            sent = {**headers, "Prefer": preferred} if preferred and attempt == 1 else headers
            response = requests.request(method, url, headers=sent, json=json, timeout=TIMEOUT)
        except (requests.ConnectionError, requests.Timeout):
            if last_attempt or not resendable:
                raise
            time.sleep(_back_off(attempt))
            continue
        if response.ok:
            return response
        # A proxy in between can answer without the API's envelope, in HTML or in its own
        # JSON: its status still counts.
        try:
            error = response.json().get("error")
        except (ValueError, AttributeError):
            error = None
        if not isinstance(error, dict) or not isinstance(error.get("code"), str):
            error = {"code": f"http_{response.status_code}", "message": ""}
        status = response.status_code
        final = status != 429 and (status < 500 or not resendable)
        if last_attempt or final:
            raise ApiError(status, error)
        logging.warning("%s %s: %s, request_id %s; sending it again", method, url, error["code"], error.get("request_id"))
        time.sleep(_retry_after(response) or _back_off(attempt))


def _retry_after(response):
    try:
        return min(max(float(response.headers.get("Retry-After", "")), 0), 60)  # at most a minute
    except ValueError:
        return 0


def _back_off(attempt):
    return min(2 ** (attempt - 1), 60)
