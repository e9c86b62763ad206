/** The people notices' events (templates in notices.ts). */
export const CONNECTION_REQUEST_EVENT = 'connection.request';
export const CONNECTION_ACCEPTED_EVENT = 'connection.accepted';
