CREATE TABLE "alert_answer" (
	"universe_id" integer NOT NULL,
	"alert_id" bigint NOT NULL,
	"question_id" text NOT NULL,
	"choice_id" integer,
	"value" text,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_answer_alert_id_question_id_pk" PRIMARY KEY("alert_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "alert_answer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "interview_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"interview_id" bigint NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "interview_share" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_share_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"interview_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"network" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_share_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "interview_share" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_queue" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_task" (
	"id" uuid PRIMARY KEY NOT NULL,
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"file_name" text,
	"content_type" text,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_comment" ADD CONSTRAINT "interview_comment_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_comment" ADD CONSTRAINT "interview_comment_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_comment" ADD CONSTRAINT "interview_comment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_share" ADD CONSTRAINT "interview_share_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_share" ADD CONSTRAINT "interview_share_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_share" ADD CONSTRAINT "interview_share_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_share" ADD CONSTRAINT "interview_share_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_queue" ADD CONSTRAINT "report_queue_task_id_report_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_extended_state" ADD CONSTRAINT "sample_extended_state_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_extended_state" ADD CONSTRAINT "sample_extended_state_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_state_log" ADD CONSTRAINT "sample_state_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_comment_interview" ON "interview_comment" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_share_interview" ON "interview_share" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "report_queue_queued" ON "report_queue" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "report_task_survey" ON "report_task" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "report_task_expires" ON "report_task" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sample_state_log_sample" ON "sample_state_log" USING btree ("sample_id","created_at");--> statement-breakpoint
CREATE POLICY "alert_answer_tenant" ON "alert_answer" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "interview_comment_tenant" ON "interview_comment" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "interview_share_tenant" ON "interview_share" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int or token_hash = nullif(current_setting('app.share_token_hash', true), '')) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "report_task_tenant" ON "report_task" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sample_extended_state_tenant" ON "sample_extended_state" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sample_state_log_tenant" ON "sample_state_log" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);