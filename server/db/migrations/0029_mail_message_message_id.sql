ALTER TABLE "mail_message" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "mail_message_message_id" ON "mail_message" USING btree ("message_id");