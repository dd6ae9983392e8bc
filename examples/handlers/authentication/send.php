<?php
// One request to the API, as the errors page says: a 429 or a 5xx (rate_limited,
// internal_error, service_unavailable) and a request that got no answer are sent again,
// unchanged (same Idempotency-Key), after Retry-After seconds (a minute at most) or a growing
// wait; any other error is thrown as ApiError with its code and request_id. A POST without an
// Idempotency-Key is sent again only after a 429: after a 5xx (a proxy can send one after
// the API acted) or no answer, it may have acted.

const SEND_ATTEMPTS = 6; // waits of 1, 2, 4, 8 and 16 s when no Retry-After comes
const SEND_TIMEOUT = 30;

// getCode() is the API's error code, such as 'invalid_status_transition' (a string, as in PDOException).
class ApiError extends RuntimeException
{
    public readonly ?string $requestId;
    public readonly mixed $details;

    public function __construct(public readonly int $status, array $error)
    {
        $this->requestId = $error['request_id'] ?? null;
        $this->details = $error['details'] ?? null;
        parent::__construct("HTTP $status {$error['code']}: " . ($error['message'] ?? '') . " (request_id {$this->requestId})");
        $this->code = $error['code'];
    }
}

// For your tests against Prism: the next call (the token calls aside, yours and a user's)
// carries `Prefer: <answer>`, and Prism answers it with the contract's response for it:
// prefer_next('code=503'), then a call gets the 503, and is sent again without.
function prefer_next(string $answer): void
{
    $GLOBALS['send_prefer_next'] = $answer;
}

// $headers: ['Authorization' => 'Bearer …', …]. Returns ['status' => 200, 'headers' => [name => value], 'body' => '…'].
function send(string $method, string $url, array $headers = [], ?string $body = null): array
{
    $resendable = $method !== 'POST' || array_key_exists('idempotency-key', array_change_key_case($headers));
    $preferred = null;
    if (!preg_match('#/oauth/(user-)?token$#', parse_url($url, PHP_URL_PATH) ?? '')) {
        $preferred = $GLOBALS['send_prefer_next'] ?? null;
        unset($GLOBALS['send_prefer_next']);
    }
    for ($attempt = 1; ; $attempt++) {
        $lastAttempt = $attempt === SEND_ATTEMPTS;
        $responseHeaders = [];
        $sent = $preferred !== null && $attempt === 1 ? [...$headers, 'Prefer' => $preferred] : $headers;
        $curl = curl_init($url);
        curl_setopt_array($curl, [
            CURLOPT_CUSTOMREQUEST => $method,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => SEND_TIMEOUT,
            CURLOPT_HTTPHEADER => array_map(fn ($name, $value) => "$name: $value", array_keys($sent), $sent),
            CURLOPT_HEADERFUNCTION => function ($curl, $line) use (&$responseHeaders) {
                if (str_starts_with($line, 'HTTP/')) {
                    $responseHeaders = []; // a new response (after a 100 Continue)
                } elseif (str_contains($line, ':')) {
                    [$name, $value] = explode(':', $line, 2);
                    $responseHeaders[strtolower($name)] = trim($value);
                }
                return strlen($line);
            },
        ]);
        if ($body !== null) {
            curl_setopt($curl, CURLOPT_POSTFIELDS, $body);
        }
        $responseBody = curl_exec($curl);
        if ($responseBody === false) { // no answer: a timeout or a dropped connection
            if ($lastAttempt || !$resendable) {
                throw new RuntimeException("$method $url: no answer: " . curl_error($curl));
            }
            usleep(backOff($attempt) * 1_000_000);
            continue;
        }
        $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        if ($status >= 200 && $status < 300) {
            return ['status' => $status, 'headers' => $responseHeaders, 'body' => $responseBody];
        }
        // A proxy in between can answer without the API's envelope, in HTML or in its own
        // JSON: its status still counts.
        $error = json_decode($responseBody, true)['error'] ?? null;
        if (!is_string($error['code'] ?? null)) {
            $error = ['code' => "http_$status", 'message' => ''];
        }
        $final = $status !== 429 && ($status < 500 || !$resendable);
        if ($lastAttempt || $final) {
            throw new ApiError($status, $error);
        }
        error_log("$method $url: {$error['code']}, request_id " . ($error['request_id'] ?? '') . '; sending it again');
        $retryAfter = min((float) ($responseHeaders['retry-after'] ?? 0), 60); // at most a minute
        usleep((int) (($retryAfter > 0 ? $retryAfter : backOff($attempt)) * 1_000_000));
    }
}

function backOff(int $attempt): int
{
    return min(2 ** ($attempt - 1), 60);
}
