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
ALTER TABLE "report_queue" ADD CONSTRAINT "report_queue_task_id_report_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_queue_queued" ON "report_queue" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "report_task_survey" ON "report_task" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "report_task_expires" ON "report_task" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "report_task_tenant" ON "report_task" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);