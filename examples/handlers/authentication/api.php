<?php
// A call with a token for $scope, the scopes the call needs:
//   callApi('GET', "/deliverables/$id", 'deliverables:read');
// For one of your users, with their token (token.php gets and caches one per user and scopes):
//   callApi('GET', '/projects', 'projects:read', user: ['external_user_id' => …, 'email' => …]);
// A POST sends one Idempotency-Key on every attempt. On token_expired or invalid_token (a
// revoked secret's tokens stop working), it gets a new token and repeats the call once.
require_once __DIR__ . '/send.php';
require_once __DIR__ . '/token.php';

function callApi(
    string $method,
    string $path,
    string $scope,
    mixed $body = null,
    ?string $idempotencyKey = null,
    ?array $user = null,
): mixed
{
    $idempotencyKey ??= bin2hex(random_bytes(16));
    foreach ([false, true] as $isRepeat) {
        $token = accessToken($scope, $user);
        $headers = ['Authorization' => "Bearer $token"];
        if ($method === 'POST') {
            $headers['Idempotency-Key'] = $idempotencyKey;
        }
        if ($body !== null) {
            $headers['Content-Type'] = 'application/json';
        }
        try {
            $response = send($method, apiUrl() . $path, $headers, $body === null ? null : json_encode($body));
        } catch (ApiError $error) {
            if (!isTokenRefused($error) || $isRepeat) {
                throw $error;
            }
            forgetToken($scope, $token, $user);
            continue;
        }
        return $response['status'] === 204 ? null : json_decode($response['body'], true);
    }
}
