import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// Runs one scenario of tests/handlers/api-client-languages.ts with Send.java, Token.java and
// Api.java compiled beside it, and prints what came of it as one line of JSON.
public class DriveHelpers {
    private static final String PROJECT = "/projects/prj_01JQSH066S7KDD3D3ETX23SDEM";
    private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");

    public static void main(String[] args) throws Exception {
        try {
            System.out.println("{\"result\":" + run(args[0], args[1]) + "}");
        } catch (Send.ApiError error) {
            System.out.println("{\"error\":{\"status\":" + error.status() + ",\"code\":" + quoted(error.code())
                + ",\"request_id\":" + quoted(error.requestId()) + ",\"details\":" + error.details() + "}}");
        }
    }

    private static String run(String scenario, String quote) throws Exception {
        HttpRequest.Builder project = HttpRequest.newBuilder(URI.create(Token.apiUrl() + PROJECT))
            .header("Authorization", "Bearer a-token");
        switch (scenario) {
            case "send-get":
                return String.valueOf(Send.send(project.build()).statusCode());
            case "send-post-without-key":
                return String.valueOf(Send.send(HttpRequest.newBuilder(URI.create(Token.apiUrl() + "/quotes"))
                    .header("Authorization", "Bearer a-token")
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{}"))
                    .build()).statusCode());
            case "call-post":
                return quoted(idOf(Api.callApi("POST", "/quotes", "quotes:write", quote)));
            case "call-post-kept-key":
                for (int i = 0; i < 2; i++) {
                    try {
                        Api.callApi("POST", "/quotes", "quotes:write", quote, "order-4711-attempt-key");
                    } catch (Send.ApiError expected) {
                        // the first call gives up after its 503s
                    }
                }
                return quoted("done");
            case "call-get":
                return quoted(idOf(Api.callApi("GET", PROJECT, "projects:read")));
            case "prefer-next":
                Send.preferNext("code=500");
                return quoted(idOf(Api.callApi("GET", PROJECT, "projects:read")));
            case "token-cache": {
                List<String> same = all(List.of(
                    () -> Token.accessToken("projects:read deliverables:read"),
                    () -> Token.accessToken("deliverables:read projects:read"),
                    () -> Token.accessToken("projects:read deliverables:read")));
                String spaced = Token.accessToken("  projects:read   deliverables:read projects:read ");
                Token.forgetToken("projects:read deliverables:read", "an-older-token");
                String kept = Token.accessToken("deliverables:read projects:read");
                Token.forgetToken("deliverables:read projects:read");
                String renewed = Token.accessToken("projects:read deliverables:read");
                return "{\"same\":" + list(same) + ",\"spaced\":" + quoted(spaced) + ",\"kept\":" + quoted(kept)
                    + ",\"renewed\":" + quoted(renewed) + "}";
            }
            case "user-tokens": {
                Token.User maria = new Token.User("customer-48213", "maria.lopez@example.com", "Maria Lopez");
                Token.User tom = new Token.User("customer-50117", "tom.reed@example.com", null);
                String first = Token.accessToken("projects:read quotes:write", maria);
                String again = Token.accessToken("quotes:write projects:read", maria);
                String forTom = Token.accessToken("projects:read quotes:write", tom);
                String own = Token.accessToken("projects:read quotes:write");
                Api.callApi(maria, "GET", PROJECT, "projects:read");
                return "{\"first\":" + quoted(first) + ",\"again\":" + quoted(again) + ",\"tom\":" + quoted(forTom)
                    + ",\"own\":" + quoted(own) + ",\"mariaId\":" + quoted(Token.userIdOf(maria)) + "}";
            }
            case "refused-together": {
                List<Callable<String>> calls = new ArrayList<>();
                for (int i = 0; i < 10; i++) {
                    calls.add(() -> idOf(Api.callApi("GET", PROJECT, "projects:read")));
                }
                return list(all(calls));
            }
            default:
                throw new IllegalArgumentException("unknown scenario " + scenario);
        }
    }

    private static List<String> all(List<Callable<String>> calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        try {
            List<String> results = new ArrayList<>();
            for (Future<String> future : pool.invokeAll(calls)) {
                try {
                    results.add(future.get());
                } catch (java.util.concurrent.ExecutionException failed) {
                    throw (Exception) failed.getCause();
                }
            }
            return results;
        } finally {
            pool.shutdown();
        }
    }

    private static String idOf(String body) {
        Matcher id = ID.matcher(body);
        return id.find() ? id.group(1) : null;
    }

    private static String quoted(String text) {
        return text == null ? "null" : "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String list(List<String> texts) {
        List<String> quotedTexts = new ArrayList<>();
        for (String text : texts) {
            quotedTexts.add(quoted(text));
        }
        return "[" + String.join(",", quotedTexts) + "]";
    }
}
