// Reserved: the campaign-sales tables (see lib/server/db/migrations).
export {};
