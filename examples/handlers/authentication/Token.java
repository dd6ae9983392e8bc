import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

// One cached token per set of scopes, renewed 5 minutes before it expires. Threads that need
// a new token for the same scopes at the same time share one token request.
public final class Token {
    private record Cached(String token, Instant expiresAt) {}

    private static final Map<String, Cached> TOKENS = new ConcurrentHashMap<>(); // API URL and scopes, sorted
    private static final Map<String, Object> LOCKS = new ConcurrentHashMap<>(); // the same keys
    private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern EXPIRES_IN = Pattern.compile("\"expires_in\"\\s*:\\s*(\\d+)");

    // The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
    public static String apiUrl() {
        return System.getenv().getOrDefault("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1");
    }

    private static String scopesOf(String scope) {
        return Arrays.stream(scope.trim().split("\\s+")).distinct().sorted().collect(Collectors.joining(" "));
    }

    // A token works only on the host that issued it.
    private static String keyOf(String scope) {
        return apiUrl() + " " + scopesOf(scope);
    }

    // scope: the scopes the caller's calls need, such as "projects:read deliverables:read".
    public static String accessToken(String scope) throws IOException, InterruptedException {
        String key = keyOf(scope);
        synchronized (LOCKS.computeIfAbsent(key, k -> new Object())) {
            Cached cached = TOKENS.get(key);
            if (cached != null && Instant.now().isBefore(cached.expiresAt().minus(Duration.ofMinutes(5)))) {
                return cached.token();
            }
            Cached fresh = requestToken(apiUrl(), scopesOf(scope));
            TOKENS.put(key, fresh);
            return fresh.token();
        }
    }

    private static Cached requestToken(String api, String scope) throws IOException, InterruptedException {
        String body = "{\"grant_type\":\"client_credentials\",\"client_id\":" + json(System.getenv("STUDIOWAVE_CLIENT_ID"))
            + ",\"client_secret\":" + json(System.getenv("STUDIOWAVE_CLIENT_SECRET")) + ",\"scope\":" + json(scope) + "}";
        HttpRequest request = HttpRequest.newBuilder(URI.create(api + "/oauth/token"))
            .header("Content-Type", "application/json")
            // Like every POST: Send sends it again with this key if no answer came.
            .header("Idempotency-Key", UUID.randomUUID().toString())
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        String answer = Send.send(request).body();
        Matcher token = ACCESS_TOKEN.matcher(answer);
        Matcher expiresIn = EXPIRES_IN.matcher(answer);
        if (!token.find() || !expiresIn.find()) {
            throw new IOException("The token call answered without a token: " + answer);
        }
        return new Cached(token.group(1), Instant.now().plusSeconds(Long.parseLong(expiresIn.group(1))));
    }

    private static String json(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    public static void forgetToken(String scope) {
        forgetToken(scope, null);
    }

    // After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
    // Pass the refused token: a newer token that another thread got meanwhile is kept, so calls
    // refused at the same time share one new token. Api.callApi does this.
    public static void forgetToken(String scope, String refused) {
        String key = keyOf(scope);
        synchronized (LOCKS.computeIfAbsent(key, k -> new Object())) {
            Cached cached = TOKENS.get(key);
            if (refused == null || cached == null || cached.token().equals(refused)) {
                TOKENS.remove(key);
            }
        }
    }
}
