#!/bin/sh
# Signs an event file with STUDIOWAVE_WEBHOOK_SECRET and posts it, as send-test-event.mjs
# does, with openssl, curl and jq:
#   STUDIOWAVE_WEBHOOK_SECRET=... sh send-test-event.sh event.json [endpoint]
set -eu
file=$1
endpoint=${2:-http://localhost:3000/webhooks/studiowave}
timestamp=$(date +%s)
# The HMAC of "<timestamp>.<body>", the body byte for byte as curl sends it.
signature=$( (printf '%s.' "$timestamp"; cat "$file") \
  | openssl dgst -sha256 -hmac "$STUDIOWAVE_WEBHOOK_SECRET" -r | cut -d' ' -f1)
curl --silent --output /dev/null --write-out 'HTTP %{http_code}\n' "$endpoint" \
  -H 'Content-Type: application/json' \
  -H "Studiowave-Event-Id: $(jq -r .id "$file")" \
  -H "Studiowave-Signature: t=$timestamp,v1=$signature" \
  --data-binary @"$file"
