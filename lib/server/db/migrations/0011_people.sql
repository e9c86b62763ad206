-- Reserved for people: replaced by that work's tables.
SELECT 1;
