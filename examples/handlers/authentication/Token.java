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

// One cached token per set of scopes, and per user for user tokens, renewed 5 minutes before
// it expires. Threads that need a new token for the same key at the same time share one request.
public final class Token {
    private record Cached(String token, Instant expiresAt) {}

    // One of your users, as the user token call takes them; name may be null.
    public record User(String externalUserId, String email, String name) {}

    private static final Map<String, Cached> TOKENS = new ConcurrentHashMap<>(); // API URL, user and scopes, sorted
    private static final Map<String, Object> LOCKS = new ConcurrentHashMap<>(); // the same keys
    private static final Map<String, String> USER_IDS = new ConcurrentHashMap<>(); // API URL and external_user_id
    private static final Pattern USER_ID = Pattern.compile("\"id\"\\s*:\\s*\"(usr_[^\"]+)\"");
    private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern EXPIRES_IN = Pattern.compile("\"expires_in\"\\s*:\\s*(\\d+)");

    // The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
    public static String apiUrl() {
        return System.getenv().getOrDefault("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1");
    }

    private static String scopesOf(String scope) {
        return Arrays.stream(scope.trim().split("\\s+")).distinct().sorted().collect(Collectors.joining(" "));
    }

    // A token works only on the host that issued it, and a user token only for its user.
    private static String keyOf(String scope, User user) {
        return apiUrl() + "\n" + (user == null ? "" : user.externalUserId()) + "\n" + scopesOf(scope);
    }

    // A 401 that a new token cures: it expired early, or its secret was revoked.
    public static boolean isRefused(Send.ApiError error) {
        return error.code().equals("token_expired") || error.code().equals("invalid_token");
    }

    // scope: the scopes the caller's calls need, such as "projects:read deliverables:read".
    public static String accessToken(String scope) throws IOException, InterruptedException {
        return accessToken(scope, null);
    }

    // user: to act for one of your users; null for your own token.
    public static String accessToken(String scope, User user) throws IOException, InterruptedException {
        String key = keyOf(scope, user);
        synchronized (LOCKS.computeIfAbsent(key, k -> new Object())) {
            Cached cached = TOKENS.get(key);
            if (cached != null && Instant.now().isBefore(cached.expiresAt().minus(Duration.ofMinutes(5)))) {
                return cached.token();
            }
            Cached fresh = user == null
                ? requestToken(apiUrl(), scopesOf(scope))
                : requestUserToken(apiUrl(), scopesOf(scope), user);
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
        return cachedFrom(Send.send(request).body());
    }

    // Your own token asks for it, with users:write and every scope the user token is to carry.
    // Each renewal is a new request, with a new Idempotency-Key: the first one's would answer the first token.
    private static Cached requestUserToken(String api, String scope, User user) throws IOException, InterruptedException {
        String ownScope = "users:write " + scope;
        String body = "{\"external_user_id\":" + json(user.externalUserId()) + ",\"email\":" + json(user.email())
            + (user.name() == null ? "" : ",\"name\":" + json(user.name())) + ",\"scope\":" + json(scope) + "}";
        for (boolean isRepeat : new boolean[] {false, true}) {
            String own = accessToken(ownScope);
            HttpRequest request = HttpRequest.newBuilder(URI.create(api + "/oauth/user-token"))
                .header("Authorization", "Bearer " + own)
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
            try {
                String answer = Send.send(request).body();
                Matcher userId = USER_ID.matcher(answer);
                if (userId.find()) {
                    USER_IDS.put(api + "\n" + user.externalUserId(), userId.group(1));
                }
                return cachedFrom(answer);
            } catch (Send.ApiError error) {
                if (!isRefused(error) || isRepeat) {
                    throw error;
                }
                forgetToken(ownScope, own);
            }
        }
        throw new IllegalStateException("not reached: the repeat returns or throws");
    }

    private static Cached cachedFrom(String answer) throws IOException {
        Matcher token = ACCESS_TOKEN.matcher(answer);
        Matcher expiresIn = EXPIRES_IN.matcher(answer);
        if (!token.find() || !expiresIn.find()) {
            throw new IOException("The token call answered without a token: " + answer);
        }
        return new Cached(token.group(1), Instant.now().plusSeconds(Long.parseLong(expiresIn.group(1))));
    }

    // Our ID for one of your users (user.id of the user token call), once accessToken got a
    // token for them, else null: store it with your own ID, since projects carry it as user_id.
    public static String userIdOf(User user) {
        return USER_IDS.get(apiUrl() + "\n" + user.externalUserId());
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
        forgetToken(scope, refused, null);
    }

    public static void forgetToken(String scope, String refused, User user) {
        String key = keyOf(scope, user);
        synchronized (LOCKS.computeIfAbsent(key, k -> new Object())) {
            Cached cached = TOKENS.get(key);
            if (refused == null || cached == null || cached.token().equals(refused)) {
                TOKENS.remove(key);
            }
        }
    }
}
