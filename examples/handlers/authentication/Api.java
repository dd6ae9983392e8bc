import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;

// A call with a token for `scope`, the scopes the call needs:
//   String deliverable = Api.callApi("GET", "/deliverables/" + id, "deliverables:read");
// It returns the answer's JSON text (null for a 204). A POST sends one Idempotency-Key on
// every attempt. On token_expired or invalid_token (a revoked secret's tokens stop working),
// it gets a new token and repeats the call once. For one of your users, with their token
// (Token gets and caches one per user and scopes):
//   String projects = Api.callApi(new Token.User("customer-48213", "maria.lopez@example.com", null), "GET", "/projects", "projects:read");
public final class Api {
    public static String callApi(String method, String path, String scope) throws IOException, InterruptedException {
        return callApi(method, path, scope, null, UUID.randomUUID().toString());
    }

    public static String callApi(String method, String path, String scope, String body)
            throws IOException, InterruptedException {
        return callApi(method, path, scope, body, UUID.randomUUID().toString());
    }

    public static String callApi(String method, String path, String scope, String body, String idempotencyKey)
            throws IOException, InterruptedException {
        return callApi(null, method, path, scope, body, idempotencyKey);
    }

    public static String callApi(Token.User user, String method, String path, String scope)
            throws IOException, InterruptedException {
        return callApi(user, method, path, scope, null, UUID.randomUUID().toString());
    }

    public static String callApi(Token.User user, String method, String path, String scope, String body)
            throws IOException, InterruptedException {
        return callApi(user, method, path, scope, body, UUID.randomUUID().toString());
    }

    public static String callApi(Token.User user, String method, String path, String scope, String body,
            String idempotencyKey) throws IOException, InterruptedException {
        for (boolean isRepeat : new boolean[] {false, true}) {
            String token = Token.accessToken(scope, user);
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(Token.apiUrl() + path))
                .header("Authorization", "Bearer " + token)
                .method(method, body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
            if (method.equals("POST")) {
                request.header("Idempotency-Key", idempotencyKey);
            }
            if (body != null) {
                request.header("Content-Type", "application/json");
            }
            try {
                HttpResponse<String> response = Send.send(request.build());
                return response.statusCode() == 204 ? null : response.body();
            } catch (Send.ApiError error) {
                if (!Token.isRefused(error) || isRepeat) {
                    throw error;
                }
                Token.forgetToken(scope, token, user);
            }
        }
        throw new IllegalStateException("not reached: the repeat returns or throws");
    }
}
