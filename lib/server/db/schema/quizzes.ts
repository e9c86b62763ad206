// Reserved: the quizzes tables (see lib/server/db/migrations).
export {};
