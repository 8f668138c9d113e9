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
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer" ADD CONSTRAINT "alert_answer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "alert_answer_tenant" ON "alert_answer" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);