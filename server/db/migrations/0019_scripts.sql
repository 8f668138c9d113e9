CREATE TABLE "script" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer,
	"type" text NOT NULL,
	"ext_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "script_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"script_id" bigint NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_event_type" CHECK ("script_event"."type" in ('ERROR', 'WARNING', 'INFO'))
);
--> statement-breakpoint
ALTER TABLE "script_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "script" ADD CONSTRAINT "script_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script" ADD CONSTRAINT "script_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_event" ADD CONSTRAINT "script_event_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_event" ADD CONSTRAINT "script_event_script_id_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."script"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "script_survey_type" ON "script" USING btree ("survey_id","type");--> statement-breakpoint
CREATE INDEX "script_event_script" ON "script_event" USING btree ("script_id","updated_at");--> statement-breakpoint
CREATE POLICY "script_tenant" ON "script" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "script_event_tenant" ON "script_event" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);