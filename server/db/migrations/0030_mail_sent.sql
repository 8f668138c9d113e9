CREATE TABLE "mail_sent" (
	"universe_id" integer NOT NULL,
	"message_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_sent" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_sent" ADD CONSTRAINT "mail_sent_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "mail_sent_tenant" ON "mail_sent" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);