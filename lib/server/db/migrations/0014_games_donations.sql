-- Reserved for games_donations: replaced by that work's tables.
SELECT 1;
