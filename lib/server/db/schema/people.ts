// Reserved: the people tables (see lib/server/db/migrations).
export {};
