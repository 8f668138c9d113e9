CREATE TABLE "comment_analysis" (
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"interview_id" bigint NOT NULL,
	"question" text NOT NULL,
	"lang" text NOT NULL,
	"sentiment" text NOT NULL,
	"score" double precision NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" NOT NULL,
	"text_hash" text NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_analysis_interview_id_question_pk" PRIMARY KEY("interview_id","question"),
	CONSTRAINT "comment_analysis_sentiment" CHECK ("comment_analysis"."sentiment" in ('positive', 'negative', 'neutral')),
	CONSTRAINT "comment_analysis_lang" CHECK ("comment_analysis"."lang" in ('sv', 'da', 'no', 'fi', 'en'))
);
--> statement-breakpoint
ALTER TABLE "comment_analysis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_analysis_survey" ON "comment_analysis" USING btree ("survey_id","question");--> statement-breakpoint
CREATE INDEX "comment_analysis_search" ON "comment_analysis" USING gin ("search");--> statement-breakpoint
CREATE POLICY "comment_analysis_tenant" ON "comment_analysis" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);