CREATE TABLE "api_key" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ext_name" text NOT NULL,
	"type" smallint NOT NULL,
	"path" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_key_type" CHECK ("api_key"."type" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "api_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_token_hash" ON "api_key" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_key_survey" ON "api_key" USING btree ("survey_id");--> statement-breakpoint
CREATE POLICY "api_key_tenant" ON "api_key" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);