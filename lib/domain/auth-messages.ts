/** SPEC §8 "Unauthenticated": what the API answers (401) and the browser shows when a login is needed. */
export const NOT_AUTHENTICATED = 'User is not authenticated';
