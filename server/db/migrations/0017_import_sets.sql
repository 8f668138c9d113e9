CREATE TABLE "import_set" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_set_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"interviews" integer NOT NULL,
	"first_day" date,
	"end_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_set" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pending_upload" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_upload" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "interview" ADD COLUMN "import_set_id" bigint;--> statement-breakpoint
ALTER TABLE "import_set" ADD CONSTRAINT "import_set_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_set" ADD CONSTRAINT "import_set_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_set" ADD CONSTRAINT "import_set_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_upload" ADD CONSTRAINT "pending_upload_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_upload" ADD CONSTRAINT "pending_upload_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_upload" ADD CONSTRAINT "pending_upload_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_set_survey" ON "import_set" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "pending_upload_survey" ON "pending_upload" USING btree ("survey_id","created_at");--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_import_set_id_import_set_id_fk" FOREIGN KEY ("import_set_id") REFERENCES "public"."import_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_interview" ON "alert" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "interview_import_set" ON "interview" USING btree ("import_set_id");--> statement-breakpoint
CREATE INDEX "sample_interview" ON "sample" USING btree ("interview_id");--> statement-breakpoint
CREATE POLICY "import_set_tenant" ON "import_set" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "pending_upload_tenant" ON "pending_upload" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);