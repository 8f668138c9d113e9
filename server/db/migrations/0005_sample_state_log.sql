CREATE TABLE "sample_extended_state" (
	"sample_id" bigint PRIMARY KEY NOT NULL,
	"universe_id" integer NOT NULL,
	"eval_period" text,
	"sub_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_extended_state" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sample_state_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_state_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"sample_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"eval_period" text,
	"sub_state" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_state_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_extended_state" ADD CONSTRAINT "sample_extended_state_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_extended_state" ADD CONSTRAINT "sample_extended_state_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_state_log_sample" ON "sample_state_log" USING btree ("sample_id","created_at");--> statement-breakpoint
CREATE POLICY "sample_extended_state_tenant" ON "sample_extended_state" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sample_state_log_tenant" ON "sample_state_log" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);