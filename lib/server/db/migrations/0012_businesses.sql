-- Reserved for businesses: replaced by that work's tables.
SELECT 1;
