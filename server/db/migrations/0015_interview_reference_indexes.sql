CREATE INDEX "alert_interview" ON "alert" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "sample_interview" ON "sample" USING btree ("interview_id");