#!/usr/bin/env bash
# Every page of GET /projects with curl and jq, with a token that has projects:read in ACCESS_TOKEN.
# --retry waits out a 429 or a 5xx as Retry-After asks (else 1, 2, 4 s), then asks for the same page again.
set -euo pipefail
api_url="${STUDIOWAVE_API_URL:-https://sandbox.api.studiowave.example/v1}"
cursor=""
while true; do
  page=$(curl --fail-with-body --silent --show-error --retry 5 --get "$api_url/projects" \
    --header "Authorization: Bearer $ACCESS_TOKEN" \
    --data-urlencode status=in_review --data-urlencode limit=100 \
    ${cursor:+--data-urlencode "cursor=$cursor"})
  jq -r '.data[] | "\(.id) \(.title)"' <<<"$page"
  cursor=$(jq -r '.pagination.next_cursor // empty' <<<"$page") # empty on the last page
  [ -n "$cursor" ] || break
done
