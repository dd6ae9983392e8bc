const cache = new Map(); // scope -> {token, expiresAt}

// scope: the scopes the caller's calls need, such as 'projects:read deliverables:read'.
export async function accessToken(scope) {
  const cached = cache.get(scope);
  if (cached && Date.now() < cached.expiresAt - 5 * 60 * 1000) return cached.token;
  const response = await fetch('https://sandbox.api.studiowave.example/v1/oauth/token', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: process.env.STUDIOWAVE_CLIENT_ID,
      client_secret: process.env.STUDIOWAVE_CLIENT_SECRET,
      scope,
    }),
  });
  if (!response.ok) throw new Error(`Token request failed: HTTP ${response.status}`);
  const body = await response.json();
  cache.set(scope, {token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000});
  return body.access_token;
}

// After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
export function forgetToken(scope) {
  cache.delete(scope);
}
