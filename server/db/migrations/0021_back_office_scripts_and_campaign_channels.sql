CREATE TABLE "campaign_letter" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_letter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"tracking_id" bigint NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_letter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "effect_block" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "effect_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"drill_path" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"from_csi" double precision,
	"to_csi" double precision,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "effect_block" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "phone_call" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_call_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"reference" text NOT NULL,
	"call_id" text NOT NULL,
	"recipient" text NOT NULL,
	"voice" text NOT NULL,
	"locale" text NOT NULL,
	"script" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_call" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "script" ADD COLUMN "universe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "tag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "text_tag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "organisation_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "samples_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "universe" ADD COLUMN "locales" jsonb DEFAULT '["sv","da","nb","fi","en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "universe" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "universe" ADD COLUMN "sheet_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_letter" ADD CONSTRAINT "campaign_letter_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_letter" ADD CONSTRAINT "campaign_letter_tracking_id_campaign_tracking_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."campaign_tracking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "effect_block" ADD CONSTRAINT "effect_block_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "effect_block" ADD CONSTRAINT "effect_block_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call" ADD CONSTRAINT "phone_call_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_letter_tracking" ON "campaign_letter" USING btree ("universe_id","tracking_id");--> statement-breakpoint
CREATE INDEX "campaign_letter_tracking_id" ON "campaign_letter" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "effect_block_survey" ON "effect_block" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_call_reference" ON "phone_call" USING btree ("universe_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "script_one_configuration" ON "script" USING btree ("survey_id") WHERE "script"."type" = 'CONFIGURATION';--> statement-breakpoint
CREATE UNIQUE INDEX "script_one_universe_script" ON "script" USING btree ("universe_id") WHERE "script"."universe";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_message_reference" ON "sms_message" USING btree ("universe_id","reference");--> statement-breakpoint
CREATE POLICY "campaign_letter_tenant" ON "campaign_letter" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "effect_block_tenant" ON "effect_block" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "phone_call_tenant" ON "phone_call" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);