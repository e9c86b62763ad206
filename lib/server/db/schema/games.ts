// Reserved: the games tables (see lib/server/db/migrations).
export {};
