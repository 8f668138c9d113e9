CREATE TABLE "message_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"sending_type" text NOT NULL,
	"name" text NOT NULL,
	"extname" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locale" text,
	"from_name" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"design" jsonb,
	"html" text DEFAULT '' NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"letter_file_name" text,
	"letter_file" text,
	"system" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_sending_type" CHECK ("message_template"."sending_type" in ('EMAIL', 'SMS', 'LETTER'))
);
--> statement-breakpoint
ALTER TABLE "message_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_name" ON "message_template" USING btree ("universe_id","sending_type","name");--> statement-breakpoint
CREATE POLICY "message_template_tenant" ON "message_template" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);