-- Trigram indexes (pg_trgm) on a text column beside integer columns in one GIN index (btree_gin): the campaign
-- tracking table's text filter (campaign_tracking_search, next migration). Both are trusted contrib extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
