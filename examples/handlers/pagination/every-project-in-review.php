<?php
// Every page of GET /projects, with a token that has projects:read in ACCESS_TOKEN.
$apiUrl = getenv('STUDIOWAVE_API_URL') ?: 'https://sandbox.api.studiowave.example/v1';
$query = ['status' => 'in_review', 'limit' => 100];
$retries = 0;
while (true) {
    $retryAfter = null;
    $curl = curl_init($apiUrl . '/projects?' . http_build_query($query));
    curl_setopt_array($curl, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => 30,
        CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('ACCESS_TOKEN')],
        CURLOPT_HEADERFUNCTION => function ($curl, $header) use (&$retryAfter) {
            if (preg_match('/^Retry-After:\s*(\d+)/i', $header, $match)) {
                $retryAfter = (int) $match[1];
            }
            return strlen($header);
        },
    ]);
    $body = curl_exec($curl);
    $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
    // Status 0: no answer, safe to ask again, as for a 429 or a 5xx.
    if (($status === 0 || $status === 429 || $status >= 500) && $retries < 5) {
        // Wait the seconds the API asks (at most a minute), else 1, 2, 4 s (a proxy's date
        // counts as none); then ask for the same page.
        sleep(min($retryAfter ?? 2 ** $retries, 60));
        $retries++;
        continue;
    }
    if ($status === 0) {
        fwrite(STDERR, 'GET /projects got no answer: ' . curl_error($curl) . "\n");
        exit(1);
    }
    if ($status >= 400) {
        fwrite(STDERR, "GET /projects answered $status: $body\n");
        exit(1);
    }
    $retries = 0;
    $page = json_decode($body, true);
    foreach ($page['data'] as $project) {
        echo $project['id'], ' ', $project['title'], "\n";
    }
    if ($page['pagination']['next_cursor'] === null) { // the last page
        break;
    }
    $query['cursor'] = $page['pagination']['next_cursor'];
}
