import os
import time

import requests

# Every page of GET /projects, with a token that has projects:read in ACCESS_TOKEN.
api_url = os.environ.get("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1")
headers = {"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"}
params = {"status": "in_review", "limit": 100}
retries = 0
while True:
    try:
        response = requests.get(f"{api_url}/projects", params=params, headers=headers, timeout=30)
    except (requests.ConnectionError, requests.Timeout, requests.exceptions.ChunkedEncodingError):
        response = None  # no answer: safe to ask again, as for a 429 or a 5xx
    if (response is None or response.status_code == 429 or response.status_code >= 500) and retries < 5:
        # Wait the seconds the API asks (at most a minute), else 1, 2, 4 s (a proxy's date
        # counts as none); then ask for the same page.
        retry_after = response.headers.get("Retry-After", "") if response is not None else ""
        time.sleep(min(int(retry_after) if retry_after.isdecimal() else 2**retries, 60))
        retries += 1
        continue
    if response is None:
        raise SystemExit("GET /projects got no answer")
    response.raise_for_status()
    retries = 0
    page = response.json()
    for project in page["data"]:
        print(project["id"], project["title"])
    if page["pagination"]["next_cursor"] is None:  # the last page
        break
    params["cursor"] = page["pagination"]["next_cursor"]
