ALTER TABLE "script" ADD COLUMN "universe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "script_one_configuration" ON "script" USING btree ("survey_id") WHERE "script"."type" = 'CONFIGURATION';--> statement-breakpoint
CREATE UNIQUE INDEX "script_one_universe_script" ON "script" USING btree ("universe_id") WHERE "script"."universe";