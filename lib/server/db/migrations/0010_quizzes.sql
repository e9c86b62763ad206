-- Reserved for quizzes: replaced by that work's tables.
SELECT 1;
