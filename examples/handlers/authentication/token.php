<?php
// One cached token per set of scopes, and per user for user tokens, renewed 5 minutes before
// it expires. The cache lives in PHP's memory for one request (a CLI worker's whole run):
// under PHP-FPM or mod_php, keep the tokens in APCu or your cache store.
require_once __DIR__ . '/send.php';

// The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
function apiUrl(): string
{
    return getenv('STUDIOWAVE_API_URL') ?: 'https://sandbox.api.studiowave.example/v1';
}

final class TokenCache
{
    /** API URL, user and scopes, sorted => ['token' => …, 'expiresAt' => …] */
    public static array $tokens = [];
    /** API URL and external_user_id => our usr_ ID for that user */
    public static array $userIds = [];

    public static function scopesOf(string $scope): string
    {
        $names = array_unique(preg_split('/\s+/', trim($scope)));
        sort($names);
        return implode(' ', $names);
    }

    // A token works only on the host that issued it, and a user token only for its user.
    public static function keyOf(string $scope, ?array $user): string
    {
        return json_encode([apiUrl(), $user['external_user_id'] ?? null, self::scopesOf($scope)]);
    }
}

// A 401 that a new token cures: it expired early, or its secret was revoked.
function isTokenRefused(ApiError $error): bool
{
    return in_array($error->getCode(), ['token_expired', 'invalid_token'], true);
}

// $scope: the scopes the caller's calls need, such as 'projects:read deliverables:read'.
// $user: to act for one of your users, ['external_user_id' => …, 'email' => …, 'name' => …] as
// the user token call takes them (name optional); null for your own token.
function accessToken(string $scope, ?array $user = null): string
{
    $key = TokenCache::keyOf($scope, $user);
    $cached = TokenCache::$tokens[$key] ?? null;
    if ($cached !== null && time() < $cached['expiresAt'] - 5 * 60) {
        return $cached['token'];
    }
    $response = $user === null
        ? send('POST', apiUrl() . '/oauth/token', [
            'Content-Type' => 'application/json',
            // Like every POST: send() sends it again with this key if no answer came.
            'Idempotency-Key' => bin2hex(random_bytes(16)),
        ], json_encode([
            'grant_type' => 'client_credentials',
            'client_id' => getenv('STUDIOWAVE_CLIENT_ID'),
            'client_secret' => getenv('STUDIOWAVE_CLIENT_SECRET'),
            'scope' => TokenCache::scopesOf($scope),
        ]))
        : requestUserToken(TokenCache::scopesOf($scope), $user);
    $body = json_decode($response['body'], true);
    TokenCache::$tokens[$key] = ['token' => $body['access_token'], 'expiresAt' => time() + $body['expires_in']];
    if ($user !== null) {
        TokenCache::$userIds[json_encode([apiUrl(), $user['external_user_id']])] = $body['user']['id'];
    }
    return $body['access_token'];
}

// Our ID for one of your users (user.id of the user token call), once accessToken got a token
// for them, else null: store it with your own ID, since projects carry it as user_id.
function userIdOf(array $user): ?string
{
    return TokenCache::$userIds[json_encode([apiUrl(), $user['external_user_id']])] ?? null;
}

// Your own token asks for it, with users:write and every scope the user token is to carry.
// Each renewal is a new request, with a new Idempotency-Key: the first one's would answer the first token.
function requestUserToken(string $scope, array $user): array
{
    $ownScope = "users:write $scope";
    foreach ([false, true] as $isRepeat) {
        $own = accessToken($ownScope);
        try {
            return send('POST', apiUrl() . '/oauth/user-token', [
                'Authorization' => "Bearer $own",
                'Content-Type' => 'application/json',
                'Idempotency-Key' => bin2hex(random_bytes(16)),
            ], json_encode($user + ['scope' => $scope]));
        } catch (ApiError $error) {
            if (!isTokenRefused($error) || $isRepeat) {
                throw $error;
            }
            forgetToken($ownScope, $own);
        }
    }
}

// After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
// Pass the refused token: a newer one that the cache holds already is kept. callApi in api.php does this.
function forgetToken(string $scope, ?string $refused = null, ?array $user = null): void
{
    $key = TokenCache::keyOf($scope, $user);
    $cached = TokenCache::$tokens[$key]['token'] ?? null;
    if ($refused === null || $cached === null || $cached === $refused) {
        unset(TokenCache::$tokens[$key]);
    }
}
