<?php
// One cached token per set of scopes, renewed 5 minutes before it expires. The cache lasts
// as long as the PHP process: under PHP-FPM, keep the tokens in APCu or your cache store.
require_once __DIR__ . '/send.php';

// The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
function apiUrl(): string
{
    return getenv('STUDIOWAVE_API_URL') ?: 'https://sandbox.api.studiowave.example/v1';
}

final class TokenCache
{
    /** API URL and scopes, sorted => ['token' => …, 'expiresAt' => …] */
    public static array $tokens = [];

    public static function scopesOf(string $scope): string
    {
        $names = array_unique(preg_split('/\s+/', trim($scope)));
        sort($names);
        return implode(' ', $names);
    }

    // A token works only on the host that issued it.
    public static function keyOf(string $scope): string
    {
        return apiUrl() . ' ' . self::scopesOf($scope);
    }
}

// $scope: the scopes the caller's calls need, such as 'projects:read deliverables:read'.
function accessToken(string $scope): string
{
    $key = TokenCache::keyOf($scope);
    $cached = TokenCache::$tokens[$key] ?? null;
    if ($cached !== null && time() < $cached['expiresAt'] - 5 * 60) {
        return $cached['token'];
    }
    $response = send('POST', apiUrl() . '/oauth/token', [
        'Content-Type' => 'application/json',
        // Like every POST: send() sends it again with this key if no answer came.
        'Idempotency-Key' => bin2hex(random_bytes(16)),
    ], json_encode([
        'grant_type' => 'client_credentials',
        'client_id' => getenv('STUDIOWAVE_CLIENT_ID'),
        'client_secret' => getenv('STUDIOWAVE_CLIENT_SECRET'),
        'scope' => TokenCache::scopesOf($scope),
    ]));
    $body = json_decode($response['body'], true);
    TokenCache::$tokens[$key] = ['token' => $body['access_token'], 'expiresAt' => time() + $body['expires_in']];
    return $body['access_token'];
}

// After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
// Pass the refused token: a newer one that the cache holds already is kept. callApi in api.php does this.
function forgetToken(string $scope, ?string $refused = null): void
{
    $key = TokenCache::keyOf($scope);
    $cached = TokenCache::$tokens[$key]['token'] ?? null;
    if ($refused === null || $cached === null || $cached === $refused) {
        unset(TokenCache::$tokens[$key]);
    }
}
