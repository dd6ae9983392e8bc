// For your tests against Prism: the next API call (the token calls aside, yours and a user's) carries
// `Prefer: <answer>`, and Prism answers it with the contract's response for that status:
//   preferNext('code=503');
//   await callApi('GET', '/projects', {scope: 'projects:read'}); // 503, then send.js retries
export function preferNext(answer) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (url, init = {}) => {
    if (/\/oauth\/(user-)?token$/.test(new URL(url).pathname)) return realFetch(url, init);
    globalThis.fetch = realFetch;
    return realFetch(url, {...init, headers: {...init.headers, Prefer: answer}});
  };
}
