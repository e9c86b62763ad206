// Reserved: the contests tables (see lib/server/db/migrations).
export {};
