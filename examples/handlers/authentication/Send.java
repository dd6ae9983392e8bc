import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// One request to the API, as the errors page says: a 429 or a 5xx (rate_limited,
// internal_error, service_unavailable) and a request that got no answer are sent again,
// unchanged (same Idempotency-Key), after Retry-After seconds (a minute at most) or a growing
// wait; any other error is thrown as ApiError with its code and request_id. A POST without an
// Idempotency-Key is sent again only after a 429: after a 5xx (a proxy can send one after
// the API acted) or no answer, it may have acted.
// Patterns read the error envelope, so the file needs no library; in your project, read it
// with your JSON library.
public final class Send {
    private static final int ATTEMPTS = 6; // waits of 1, 2, 4, 8 and 16 s when no Retry-After comes
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final Pattern ERROR_CODE = Pattern.compile("\"error\"\\s*:\\s*\\{[^{}]*?\"code\"\\s*:\\s*\"([^\"]*)\"");
    private static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern REQUEST_ID = Pattern.compile("\"request_id\"\\s*:\\s*\"([^\"]*)\"");
    private static final Pattern DETAILS = Pattern.compile("\"details\"\\s*:\\s*\\[");
    private static final Pattern TOKEN_CALL = Pattern.compile("/oauth/(user-)?token$");
    private static final AtomicReference<String> PREFER_NEXT = new AtomicReference<>();

    public static final class ApiError extends RuntimeException {
        private final int status;
        private final String code;
        private final String requestId;
        private final String details;

        ApiError(int status, String code, String message, String requestId, String details) {
            super("HTTP " + status + " " + code + ": " + message + " (request_id " + requestId + ")");
            this.status = status;
            this.code = code;
            this.requestId = requestId;
            this.details = details;
        }

        public int status() { return status; }
        public String code() { return code; }
        public String requestId() { return requestId; }
        /** The error's details array as JSON text, or null. */
        public String details() { return details; }
    }

    /**
     * For your tests against Prism: the next call (the token calls aside, yours and a user's)
     * carries {@code Prefer: <answer>}, and Prism answers it with the contract's response for it:
     * {@code Send.preferNext("code=503")}, then a call gets the 503, and is sent again without.
     */
    public static void preferNext(String answer) {
        PREFER_NEXT.set(answer);
    }

    public static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        boolean resendable = !request.method().equals("POST") || request.headers().firstValue("Idempotency-Key").isPresent();
        HttpRequest timed = HttpRequest.newBuilder(request, (name, value) -> true).timeout(TIMEOUT).build();
        String preferred = TOKEN_CALL.matcher(request.uri().getPath()).find() ? null : PREFER_NEXT.getAndSet(null);
        for (int attempt = 1; ; attempt++) {
            boolean lastAttempt = attempt == ATTEMPTS;
            HttpResponse<String> response;
            try {
                HttpRequest sent = preferred != null && attempt == 1
                    ? HttpRequest.newBuilder(timed, (name, value) -> true).header("Prefer", preferred).build()
                    : timed;
                response = CLIENT.send(sent, HttpResponse.BodyHandlers.ofString());
            } catch (IOException noAnswer) {
                if (lastAttempt || !resendable) {
                    throw noAnswer;
                }
                Thread.sleep(backOff(attempt));
                continue;
            }
            int status = response.statusCode();
            if (status >= 200 && status < 300) {
                return response;
            }
            // A proxy in between can answer without the API's envelope, in HTML or in its own
            // JSON: its status still counts.
            String body = response.body();
            Matcher code = ERROR_CODE.matcher(body);
            ApiError error = code.find()
                ? new ApiError(status, code.group(1), first(MESSAGE, body), first(REQUEST_ID, body), details(body))
                : new ApiError(status, "http_" + status, "", null, null);
            boolean isFinal = status != 429 && (status < 500 || !resendable);
            if (lastAttempt || isFinal) {
                throw error;
            }
            System.err.println(request.method() + " " + request.uri() + ": " + error.code() + ", request_id "
                + error.requestId() + "; sending it again");
            double retryAfter = response.headers().firstValue("Retry-After").map(Send::seconds).orElse(0.0);
            Thread.sleep(retryAfter > 0 ? (long) (retryAfter * 1000) : backOff(attempt));
        }
    }

    private static long backOff(int attempt) {
        return Math.min(1000L << (attempt - 1), 60_000L);
    }

    private static double seconds(String header) {
        try {
            return Math.min(Double.parseDouble(header.trim()), 60); // at most a minute
        } catch (NumberFormatException date) {
            return 0;
        }
    }

    private static String first(Pattern pattern, String body) {
        Matcher match = pattern.matcher(body);
        return match.find() ? match.group(1) : null;
    }

    // The details array, as it came: from its [ to the ] that closes it.
    private static String details(String body) {
        Matcher match = DETAILS.matcher(body);
        if (!match.find()) {
            return null;
        }
        int start = match.end() - 1;
        int depth = 0;
        boolean inString = false;
        for (int i = start; i < body.length(); i++) {
            char c = body.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                depth++;
            } else if ((c == ']' || c == '}') && --depth == 0) {
                return body.substring(start, i + 1);
            }
        }
        return null;
    }
}
