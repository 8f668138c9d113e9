ALTER TABLE "app_user" ALTER COLUMN "locale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "app_user" ALTER COLUMN "locale" DROP NOT NULL;