-- Reserved for campaign_sales: replaced by that work's tables.
SELECT 1;
