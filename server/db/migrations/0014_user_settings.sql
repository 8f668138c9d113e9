ALTER TABLE "app_user" ADD COLUMN "show_indicators" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "universe_member" ADD COLUMN "notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "universe_member" ADD COLUMN "channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "universe_member" ADD COLUMN "question_filters" jsonb DEFAULT '{}'::jsonb NOT NULL;