CREATE TABLE "answer_rollup_subtree_month" (
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"question" text NOT NULL,
	"n" integer NOT NULL,
	"sum" double precision NOT NULL,
	"c0" integer DEFAULT 0 NOT NULL,
	"c1" integer DEFAULT 0 NOT NULL,
	"c2" integer DEFAULT 0 NOT NULL,
	"c3" integer DEFAULT 0 NOT NULL,
	"c4" integer DEFAULT 0 NOT NULL,
	"c5" integer DEFAULT 0 NOT NULL,
	"c6" integer DEFAULT 0 NOT NULL,
	"c7" integer DEFAULT 0 NOT NULL,
	"c8" integer DEFAULT 0 NOT NULL,
	"c9" integer DEFAULT 0 NOT NULL,
	"c10" integer DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "answer_rollup_subtree_month_survey_id_question_month_unit_id_pk" PRIMARY KEY("survey_id","question","month","unit_id")
);
--> statement-breakpoint
ALTER TABLE "answer_rollup_subtree_month" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "answer_rollup_subtree_month" ADD CONSTRAINT "answer_rollup_subtree_month_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rollup_subtree_month" ADD CONSTRAINT "answer_rollup_subtree_month_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rollup_subtree_month" ADD CONSTRAINT "answer_rollup_subtree_month_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "answer_rollup_subtree_month_tenant" ON "answer_rollup_subtree_month" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);