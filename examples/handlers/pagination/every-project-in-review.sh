#!/usr/bin/env bash
# Every page of GET /projects with curl and jq, with a token that has projects:read in ACCESS_TOKEN.
# --retry waits out a 429 or a 5xx as Retry-After asks (else 1, 2, 4, 8, 16 s), then asks for the same page again.
# Each page goes to a file, which curl empties before a retry: on stdout, the refused answers' bodies would stay.
set -euo pipefail
api_url="${STUDIOWAVE_API_URL:-https://sandbox.api.studiowave.example/v1}"
page=$(mktemp)
trap 'rm -f "$page"' EXIT
cursor=""
while true; do
  curl --fail-with-body --silent --show-error --retry 5 --output "$page" --get "$api_url/projects" \
    --header "Authorization: Bearer $ACCESS_TOKEN" \
    --data-urlencode status=in_review --data-urlencode limit=100 \
    ${cursor:+--data-urlencode "cursor=$cursor"} || { cat "$page" >&2; exit 1; } # the error, with its request_id
  jq -r '.data[] | "\(.id) \(.title)"' "$page"
  cursor=$(jq -r '.pagination.next_cursor // empty' "$page") # empty on the last page
  [ -n "$cursor" ] || break
done
