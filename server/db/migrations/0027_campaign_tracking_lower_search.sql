DROP INDEX "campaign_tracking_page_status_desc";--> statement-breakpoint
DROP INDEX "campaign_tracking_page_updated_at_desc";--> statement-breakpoint
DROP INDEX "campaign_tracking_page_open_count_desc";--> statement-breakpoint
DROP INDEX "campaign_tracking_page_click_count_desc";--> statement-breakpoint
DROP INDEX "campaign_tracking_page_recipient_desc";--> statement-breakpoint
-- In place (PostgreSQL 17 and later), so the trigram index on it is rebuilt rather than dropped with the column.
ALTER TABLE "campaign_tracking" ALTER COLUMN "search" SET EXPRESSION AS (lower(respondent || chr(31) || recipient));
