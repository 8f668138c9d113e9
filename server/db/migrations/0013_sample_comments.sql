CREATE TABLE "sample_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"sample_id" bigint NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_comment" ADD CONSTRAINT "sample_comment_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_comment" ADD CONSTRAINT "sample_comment_sample_id_sample_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_comment" ADD CONSTRAINT "sample_comment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_comment_sample" ON "sample_comment" USING btree ("sample_id","created_at");--> statement-breakpoint
CREATE POLICY "sample_comment_tenant" ON "sample_comment" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);