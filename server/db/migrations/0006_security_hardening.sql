CREATE TABLE "impersonation_action" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impersonation_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"acting_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" bigint,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impersonation_action" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "universe_id" integer;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "secret" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "report_task" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "idp_grant_id" text;--> statement-breakpoint
ALTER TABLE "impersonation_action" ADD CONSTRAINT "impersonation_action_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_action" ADD CONSTRAINT "impersonation_action_acting_user_id_app_user_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_action" ADD CONSTRAINT "impersonation_action_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_action" ADD CONSTRAINT "impersonation_action_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_action_universe" ON "impersonation_action" USING btree ("universe_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_acting_user_id_app_user_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "mail_message_read" ON "mail_message" AS PERMISSIVE FOR SELECT TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "mail_message_store" ON "mail_message" AS PERMISSIVE FOR INSERT TO public WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "impersonation_action_tenant" ON "impersonation_action" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);