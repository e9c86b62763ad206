// Reserved: the businesses tables (see lib/server/db/migrations).
export {};
