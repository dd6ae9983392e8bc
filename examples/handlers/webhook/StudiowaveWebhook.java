import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class StudiowaveWebhook {
    private static final byte[] SECRET = secret();
    private static final long TOLERANCE_SECONDS = 300;
    private static final Pattern SIGNATURE_FORMAT = Pattern.compile("t=(\\d{1,18}),v1=([0-9a-f]{64})");
    // The event's own ID, the only evt_ ID of its body (the JDK has no JSON parser; use your JSON library).
    private static final Pattern EVENT_ID = Pattern.compile("\"id\"\\s*:\\s*\"(evt_[0-9A-Z]{26})\"");

    static boolean isSignedByStudiowave(byte[] rawBody, String header) throws GeneralSecurityException {
        if (header == null) return false;
        Matcher match = SIGNATURE_FORMAT.matcher(header);
        if (!match.matches()) return false;
        String timestamp = match.group(1);
        if (Math.abs(Instant.now().getEpochSecond() - Long.parseLong(timestamp)) > TOLERANCE_SECONDS) return false;

        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET, "HmacSHA256"));
        mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
        byte[] expected = mac.doFinal(rawBody);
        byte[] received = HexFormat.of().parseHex(match.group(2));
        return MessageDigest.isEqual(expected, received);
    }

    private static byte[] secret() {
        String secret = System.getenv("STUDIOWAVE_WEBHOOK_SECRET");
        if (secret == null || secret.isEmpty()) throw new IllegalStateException("STUDIOWAVE_WEBHOOK_SECRET is not set");
        return secret.getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "3000"));
        // HOST narrows the interface, e.g. 127.0.0.1 behind a reverse proxy on the same machine.
        String host = System.getenv().getOrDefault("HOST", "0.0.0.0");
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 0);
        server.createContext("/webhooks/studiowave", StudiowaveWebhook::handle);
        // A pool of threads: one slow event does not hold back the next, each answered within 10 seconds.
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
    }

    private static void handle(HttpExchange exchange) throws IOException {
        try (exchange; InputStream body = exchange.getRequestBody()) {
            byte[] rawBody = body.readAllBytes();
            String header = exchange.getRequestHeaders().getFirst("Studiowave-Signature");
            boolean valid = "POST".equals(exchange.getRequestMethod()) && isSignedByStudiowave(rawBody, header);
            exchange.sendResponseHeaders(valid ? 204 : 400, -1);
            if (valid) {
                // From the signed body, not the Studiowave-Event-Id header, which the signature does not cover.
                Matcher id = EVENT_ID.matcher(new String(rawBody, StandardCharsets.UTF_8));
                System.out.println("Received event " + (id.find() ? id.group(1) : "without an ID"));
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is not available", e);
        }
    }
}
