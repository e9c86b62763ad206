-- Reserved for contests: replaced by that work's tables.
SELECT 1;
