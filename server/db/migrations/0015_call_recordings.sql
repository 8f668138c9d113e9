CREATE TABLE "call_recording" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_recording_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"universe_id" integer NOT NULL,
	"tracking_id" bigint NOT NULL,
	"call_id" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_recording" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "call_recording" ADD CONSTRAINT "call_recording_universe_id_universe_id_fk" FOREIGN KEY ("universe_id") REFERENCES "public"."universe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_recording_tracking" ON "call_recording" USING btree ("universe_id","tracking_id");--> statement-breakpoint
CREATE POLICY "call_recording_tenant" ON "call_recording" AS PERMISSIVE FOR ALL TO public USING (universe_id = nullif(current_setting('app.universe_id', true), '')::int) WITH CHECK (universe_id = nullif(current_setting('app.universe_id', true), '')::int);