<?php
// Runs one scenario of tests/handlers/api-client-languages.ts with send.php, token.php and
// api.php beside it, and prints what came of it as one line of JSON.
require __DIR__ . '/api.php';

const PROJECT = '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM';
[, $scenario, $quote] = $argv;
$quote = json_decode($quote, true);
$bearer = ['Authorization' => 'Bearer a-token'];

$run = function () use ($scenario, $quote, $bearer) {
    switch ($scenario) {
        case 'send-get':
            return send('GET', apiUrl() . PROJECT, $bearer)['status'];
        case 'send-post-without-key':
            return send('POST', apiUrl() . '/quotes', $bearer + ['Content-Type' => 'application/json'], '{}')['status'];
        case 'call-post':
            return callApi('POST', '/quotes', 'quotes:write', $quote)['id'];
        case 'call-post-kept-key':
            for ($i = 0; $i < 2; $i++) {
                try {
                    callApi('POST', '/quotes', 'quotes:write', $quote, 'order-4711-attempt-key');
                } catch (ApiError) {
                }
            }
            return 'done';
        case 'call-get':
            return callApi('GET', PROJECT, 'projects:read')['id'];
        case 'prefer-next':
            prefer_next('code=500');
            return callApi('GET', PROJECT, 'projects:read')['id'];
        case 'token-cache':
            // One process, one call at a time: the same scopes in another order reuse the token.
            $same = [
                accessToken('projects:read deliverables:read'),
                accessToken('deliverables:read projects:read'),
                accessToken('projects:read deliverables:read'),
            ];
            $spaced = accessToken('  projects:read   deliverables:read projects:read ');
            forgetToken('projects:read deliverables:read', 'an-older-token');
            $kept = accessToken('deliverables:read projects:read');
            forgetToken('deliverables:read projects:read');
            $renewed = accessToken('projects:read deliverables:read');
            return ['same' => $same, 'spaced' => $spaced, 'kept' => $kept, 'renewed' => $renewed];
        case 'user-tokens':
            $maria = ['external_user_id' => 'customer-48213', 'email' => 'maria.lopez@example.com', 'name' => 'Maria Lopez'];
            $tom = ['external_user_id' => 'customer-50117', 'email' => 'tom.reed@example.com'];
            $first = accessToken('projects:read quotes:write', $maria);
            $again = accessToken('quotes:write projects:read', $maria);
            $forTom = accessToken('projects:read quotes:write', $tom);
            $own = accessToken('projects:read quotes:write');
            callApi('GET', PROJECT, 'projects:read', user: $maria);
            return ['first' => $first, 'again' => $again, 'tom' => $forTom, 'own' => $own, 'mariaId' => userIdOf($maria)];
    }
    throw new LogicException("unknown scenario $scenario");
};

try {
    echo json_encode(['result' => $run()]), "\n";
} catch (ApiError $error) {
    echo json_encode(['error' => [
        'status' => $error->status,
        'code' => $error->getCode(),
        'request_id' => $error->requestId,
        'details' => $error->details,
    ]]), "\n";
}
