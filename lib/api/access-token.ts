// Where the bearer token lives in the browser. Its own module so the header (on every page) can read the key without
// importing lib/api/client.ts, which would put axios into every page's first-load JavaScript.
export const ACCESS_TOKEN_KEY = 'access_token';
