CREATE TABLE "sms_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_message_universe" ON "sms_message" USING btree ("universe_id","id");--> statement-breakpoint
CREATE POLICY "sms_message_tenant" ON "sms_message" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);