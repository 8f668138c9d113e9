DROP INDEX "campaign_tracking_campaign";--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "tracking_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_tracking" ADD COLUMN "respondent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_tracking" ADD COLUMN "search" text GENERATED ALWAYS AS (respondent || chr(31) || recipient) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "html_body" text;--> statement-breakpoint
CREATE INDEX "campaign_tracking_page" ON "campaign_tracking" USING btree ("universe_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_status" ON "campaign_tracking" USING btree ("universe_id","campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_status_desc" ON "campaign_tracking" USING btree ("universe_id","campaign_id","status" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_updated_at" ON "campaign_tracking" USING btree ("universe_id","campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_updated_at_desc" ON "campaign_tracking" USING btree ("universe_id","campaign_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_open_count" ON "campaign_tracking" USING btree ("universe_id","campaign_id","open_count","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_open_count_desc" ON "campaign_tracking" USING btree ("universe_id","campaign_id","open_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_click_count" ON "campaign_tracking" USING btree ("universe_id","campaign_id","click_count","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_click_count_desc" ON "campaign_tracking" USING btree ("universe_id","campaign_id","click_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_recipient" ON "campaign_tracking" USING btree ("universe_id","campaign_id","recipient","id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_page_recipient_desc" ON "campaign_tracking" USING btree ("universe_id","campaign_id","recipient" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_search" ON "campaign_tracking" USING gin ("universe_id","campaign_id","search" gin_trgm_ops);