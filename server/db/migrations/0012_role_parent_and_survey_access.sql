ALTER TABLE "role" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "survey_access" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_parent_id_role_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."role"("id") ON DELETE set null ON UPDATE no action;