CREATE TABLE "alert" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"interview_id" bigint NOT NULL,
	"state" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"alert_id" bigint NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"alert_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"user_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "answer" (
	"universe_id" integer NOT NULL,
	"interview_id" bigint NOT NULL,
	"question" text NOT NULL,
	"num_value" numeric,
	"text_value" text,
	CONSTRAINT "answer_interview_id_question_pk" PRIMARY KEY("interview_id","question")
);
--> statement-breakpoint
ALTER TABLE "answer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text,
	"full_name" text NOT NULL,
	"password_hash" text,
	"is_root" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "interview" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"responded_at" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT true NOT NULL,
	"background" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"unit_scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sample" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"interview_id" bigint,
	"state" smallint DEFAULT 1 NOT NULL,
	"event_date" date NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "server_secret" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"universe_id" integer,
	"acting_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"id_token" text,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"ext_name" text NOT NULL,
	"title" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"parent_id" integer,
	"ext_name" text NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "universe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "universe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universe_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "universe_member" (
	"universe_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer,
	"locale" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universe_member_universe_id_user_id_pk" PRIMARY KEY("universe_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "universe_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_comment" ADD CONSTRAINT "alert_comment_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_comment" ADD CONSTRAINT "alert_comment_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_comment" ADD CONSTRAINT "alert_comment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_log" ADD CONSTRAINT "alert_log_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_log" ADD CONSTRAINT "alert_log_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_log" ADD CONSTRAINT "alert_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample" ADD CONSTRAINT "sample_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample" ADD CONSTRAINT "sample_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample" ADD CONSTRAINT "sample_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample" ADD CONSTRAINT "sample_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_acting_user_id_app_user_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_parent_id_unit_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universe_member" ADD CONSTRAINT "universe_member_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universe_member" ADD CONSTRAINT "universe_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universe_member" ADD CONSTRAINT "universe_member_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_survey_state" ON "alert" USING btree ("survey_id","state");--> statement-breakpoint
CREATE INDEX "alert_comment_alert" ON "alert_comment" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_log_alert" ON "alert_log" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "answer_question" ON "answer" USING btree ("question");--> statement-breakpoint
CREATE INDEX "interview_survey_unit_date" ON "interview" USING btree ("survey_id","unit_id","responded_at");--> statement-breakpoint
CREATE INDEX "oidc_payload_grant" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires" ON "oidc_payload" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "role_universe_name" ON "role" USING btree ("universe_id","name");--> statement-breakpoint
CREATE INDEX "sample_survey_unit" ON "sample" USING btree ("survey_id","unit_id");--> statement-breakpoint
CREATE INDEX "session_user" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_universe_ext" ON "survey" USING btree ("universe_id","ext_name");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_survey_path" ON "unit" USING btree ("survey_id","path");--> statement-breakpoint
CREATE INDEX "unit_parent" ON "unit" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "universe_member_user" ON "universe_member" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "alert_tenant" ON "alert" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "alert_comment_tenant" ON "alert_comment" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "alert_log_tenant" ON "alert_log" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "answer_tenant" ON "answer" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "interview_tenant" ON "interview" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "role_tenant" ON "role" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sample_tenant" ON "sample" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "survey_tenant" ON "survey" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "unit_tenant" ON "unit" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "universe_member_tenant" ON "universe_member" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int or user_id = nullif(current_setting('app.user_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);