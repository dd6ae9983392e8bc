<?php

const TOLERANCE_SECONDS = 300;

function isSignedByStudiowave(string $rawBody, string $header, string $secret): bool
{
    if (!preg_match('/\At=(\d{1,18}),v1=([0-9a-f]{64})\z/', $header, $match)) {
        return false;
    }
    [, $timestamp, $signature] = $match;
    if (abs(time() - (int) $timestamp) > TOLERANCE_SECONDS) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    return hash_equals($expected, $signature);
}

$secret = getenv('STUDIOWAVE_WEBHOOK_SECRET') ?: throw new RuntimeException('STUDIOWAVE_WEBHOOK_SECRET is not set');
// php://input is the exact body that was signed; $_POST is empty for JSON.
$rawBody = file_get_contents('php://input');
$header = $_SERVER['HTTP_STUDIOWAVE_SIGNATURE'] ?? '';

if ($_SERVER['REQUEST_METHOD'] !== 'POST' || !isSignedByStudiowave($rawBody, $header, $secret)) {
    http_response_code(400);
    exit('Invalid signature');
}

$event = json_decode($rawBody, true, 512, JSON_THROW_ON_ERROR);
http_response_code(204);
if (function_exists('fastcgi_finish_request')) {
    fastcgi_finish_request(); // PHP-FPM: send the answer now, keep running.
}
error_log(sprintf('Received %s %s', $event['type'], $event['id']));
