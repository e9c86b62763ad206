// The not-found page's own words when the server has no banner for it (SPEC §2: '404 Oops!' and "The page you are
// looking for doesnt exist", here with its apostrophe). A plain module: the production server's last-resort 404
// document (lib/server/front/not-found-documents.ts) says the same.
export const NOT_FOUND_TITLE = '404 Oops!';
export const NOT_FOUND_TEXT = 'The page you are looking for doesn’t exist';
