# Runs one scenario of tests/handlers/api-client-languages.ts with send.py, tokens.py and
# api.py beside it, and prints what came of it as one line of JSON.
import json
import sys
from concurrent.futures import ThreadPoolExecutor

from api import call_api
from send import ApiError, prefer_next, send
from tokens import access_token, api_url, forget_token, user_id_of

PROJECT = "/projects/prj_01JQSH066S7KDD3D3ETX23SDEM"
scenario, quote = sys.argv[1], json.loads(sys.argv[2])
bearer = {"Authorization": "Bearer a-token"}


def run():
    if scenario == "send-get":
        return send("GET", f"{api_url()}{PROJECT}", headers=bearer).status_code
    if scenario == "send-post-without-key":
        return send("POST", f"{api_url()}/quotes", headers=bearer, json={}).status_code
    if scenario == "call-post":
        return call_api("POST", "/quotes", scope="quotes:write", body=quote)["id"]
    if scenario == "call-post-kept-key":
        for _ in range(2):
            try:
                call_api("POST", "/quotes", scope="quotes:write", body=quote, idempotency_key="order-4711-attempt-key")
            except ApiError:
                pass
        return "done"
    if scenario == "call-get":
        return call_api("GET", PROJECT, scope="projects:read")["id"]
    if scenario == "prefer-next":
        prefer_next("code=500")
        return call_api("GET", PROJECT, scope="projects:read")["id"]
    if scenario == "token-cache":
        with ThreadPoolExecutor(3) as pool:
            same = list(pool.map(access_token, ["projects:read deliverables:read", "deliverables:read projects:read", "projects:read deliverables:read"]))
        spaced = access_token("  projects:read   deliverables:read projects:read ")
        forget_token("projects:read deliverables:read", "an-older-token")
        kept = access_token("deliverables:read projects:read")
        forget_token("deliverables:read projects:read")
        renewed = access_token("projects:read deliverables:read")
        return {"same": same, "spaced": spaced, "kept": kept, "renewed": renewed}
    if scenario == "user-tokens":
        maria = {"external_user_id": "customer-48213", "email": "maria.lopez@example.com", "name": "Maria Lopez"}
        tom = {"external_user_id": "customer-50117", "email": "tom.reed@example.com"}
        first = access_token("projects:read quotes:write", maria)
        again = access_token("quotes:write projects:read", maria)
        for_tom = access_token("projects:read quotes:write", tom)
        own = access_token("projects:read quotes:write")
        call_api("GET", PROJECT, scope="projects:read", user=maria)
        return {"first": first, "again": again, "tom": for_tom, "own": own, "mariaId": user_id_of(maria)}
    if scenario == "refused-together":
        with ThreadPoolExecutor(10) as pool:
            return [read["id"] for read in pool.map(lambda _: call_api("GET", PROJECT, scope="projects:read"), range(10))]
    raise SystemExit(f"unknown scenario {scenario}")


try:
    print(json.dumps({"result": run()}))
except ApiError as error:
    print(json.dumps({"error": {"status": error.status, "code": error.code, "request_id": error.request_id, "details": error.details}}))
