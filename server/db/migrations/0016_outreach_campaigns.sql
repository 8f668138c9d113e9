CREATE TABLE "campaign" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"title" text NOT NULL,
	"extname" text DEFAULT '' NOT NULL,
	"campaign_type" text NOT NULL,
	"sending_type" text NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"template_id" bigint,
	"mail_action" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"bcc" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"fixed_recipient" text DEFAULT '' NOT NULL,
	"voice" text,
	"locale" text,
	"link" text NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_start" timestamp with time zone,
	"scheduled_period" text,
	"schedule_params" jsonb,
	"link_key" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_state" CHECK ("campaign"."state" in ('CREATED', 'STARTED', 'PAUSED', 'STOPPED', 'ERROR')),
	CONSTRAINT "campaign_type" CHECK ("campaign"."campaign_type" in ('PULL_ONCE', 'PULL', 'PUSH', 'PULL_SINGLE')),
	CONSTRAINT "campaign_sending_type" CHECK ("campaign"."sending_type" in ('EMAIL', 'SMS', 'LETTER', 'PHONE')),
	CONSTRAINT "campaign_period" CHECK ("campaign"."scheduled_period" is null or "campaign"."scheduled_period" in ('DAILY', 'WEEKLY', 'MONTHLY'))
);
--> statement-breakpoint
ALTER TABLE "campaign" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "campaign_suppression" (
	"universe_id" integer NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_suppression_universe_id_address_pk" PRIMARY KEY("universe_id","address"),
	CONSTRAINT "campaign_suppression_reason" CHECK ("campaign_suppression"."reason" in ('UNSUBSCRIBED', 'BOUNCED', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "campaign_suppression" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "campaign_tracking" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_tracking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"campaign_id" bigint NOT NULL,
	"sample_id" bigint,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"error" text,
	"open_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_tracking_status" CHECK ("campaign_tracking"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'UNSUB'))
);
--> statement-breakpoint
ALTER TABLE "campaign_tracking" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_template_id_message_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_suppression" ADD CONSTRAINT "campaign_suppression_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tracking" ADD CONSTRAINT "campaign_tracking_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tracking" ADD CONSTRAINT "campaign_tracking_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tracking" ADD CONSTRAINT "campaign_tracking_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_survey" ON "campaign" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "campaign_tracking_campaign" ON "campaign_tracking" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tracking_sample" ON "campaign_tracking" USING btree ("campaign_id","sample_id");--> statement-breakpoint
CREATE POLICY "campaign_tenant" ON "campaign" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "campaign_suppression_tenant" ON "campaign_suppression" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "campaign_tracking_tenant" ON "campaign_tracking" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);