import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// Every page of GET /projects, with a token that has projects:read in ACCESS_TOKEN.
// Two patterns read what the loop needs, so the file runs as it is (java
// EveryProjectInReview.java); in your project, read the page with your JSON library.
public class EveryProjectInReview {
    private static final Pattern PROJECT_ID = Pattern.compile("\"id\"\\s*:\\s*\"(prj_\\w+)\"");
    private static final Pattern NEXT_CURSOR = Pattern.compile("\"next_cursor\"\\s*:\\s*\"([^\"]+)\"");

    public static void main(String[] args) throws Exception {
        String apiUrl = System.getenv().getOrDefault("STUDIOWAVE_API_URL", "https://sandbox.api.studiowave.example/v1");
        HttpClient client = HttpClient.newHttpClient();
        String cursor = null;
        int retries = 0;
        while (true) {
            String query = "status=in_review&limit=100"
                + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8));
            HttpRequest request = HttpRequest.newBuilder(URI.create(apiUrl + "/projects?" + query))
                .header("Authorization", "Bearer " + System.getenv("ACCESS_TOKEN"))
                .timeout(Duration.ofSeconds(30))
                .build();
            HttpResponse<String> response = null;
            try {
                response = client.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException noAnswer) {
                // No answer: safe to ask again, as for a 429 or a 5xx.
                if (retries == 5) throw noAnswer;
            }
            int status = response == null ? 0 : response.statusCode();
            if ((status == 0 || status == 429 || status >= 500) && retries < 5) {
                // Wait the seconds the API asks (at most a minute), else 1, 2, 4 s (a proxy's
                // date counts as none); then ask for the same page.
                String retryAfter = response == null ? "" : response.headers().firstValue("Retry-After").orElse("");
                long wait = retryAfter.matches("\\d{1,9}") ? Long.parseLong(retryAfter) : 1L << retries;
                Thread.sleep(Math.min(wait, 60) * 1000);
                retries++;
                continue;
            }
            if (status >= 400) {
                throw new IllegalStateException("GET /projects answered " + status + ": " + response.body());
            }
            retries = 0;
            Matcher ids = PROJECT_ID.matcher(response.body());
            while (ids.find()) {
                System.out.println(ids.group(1));
            }
            Matcher next = NEXT_CURSOR.matcher(response.body());
            if (!next.find()) {
                break; // next_cursor is null on the last page
            }
            cursor = next.group(1);
        }
    }
}
