import hashlib
import hmac
import json
import os
import re
import time

from flask import Flask, abort, request

app = Flask(__name__)
SECRET = os.environ["STUDIOWAVE_WEBHOOK_SECRET"].encode("utf-8")
TOLERANCE_SECONDS = 300
# At most 18 digits, as the other samples take: a t of some 310 digits would overflow the
# float of time.time() - t and answer 500.
SIGNATURE_FORMAT = re.compile(r"t=(\d{1,18}),v1=([0-9a-f]{64})")


def is_signed_by_studiowave(raw_body: bytes, header: str) -> bool:
    match = SIGNATURE_FORMAT.fullmatch(header)
    if not match:
        return False
    timestamp, signature = match.groups()
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    signed = timestamp.encode("ascii") + b"." + raw_body
    expected = hmac.new(SECRET, signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@app.post("/webhooks/studiowave")
def studiowave_webhook():
    # get_data() returns the exact bytes that were signed; parse them only once verified.
    raw_body = request.get_data()
    if not is_signed_by_studiowave(raw_body, request.headers.get("Studiowave-Signature", "")):
        abort(400, "Invalid signature")
    event = json.loads(raw_body)
    print(f"Received {event['type']} {event['id']}", flush=True)
    return "", 204
