-- The campaign tracking table's page reads (server/campaigns/service.ts, trackings) need two things kept on the rows.
-- 1. A row's respondent (its sample's contact name), searched by the text filter in campaign_tracking.search: copied
--    when the row is made without one (a campaign's start gives it, so 100,000 rows call no function) or its sample
--    changes (a deleted sample's rows keep none), and when the sample's name changes.
CREATE FUNCTION campaign_tracking_respondent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.respondent := coalesce((SELECT s.contact->>'name' FROM sample s WHERE s.id = NEW.sample_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_tracking_respondent BEFORE INSERT ON campaign_tracking
  FOR EACH ROW WHEN (NEW.respondent = '' AND NEW.sample_id IS NOT NULL) EXECUTE FUNCTION campaign_tracking_respondent();
--> statement-breakpoint
CREATE TRIGGER campaign_tracking_sample_respondent BEFORE UPDATE OF sample_id ON campaign_tracking
  FOR EACH ROW WHEN (OLD.sample_id IS DISTINCT FROM NEW.sample_id) EXECUTE FUNCTION campaign_tracking_respondent();
--> statement-breakpoint
CREATE FUNCTION sample_contact_respondent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_tracking SET respondent = coalesce(NEW.contact->>'name', '') WHERE sample_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sample_contact_respondent AFTER UPDATE OF contact ON sample
  FOR EACH ROW WHEN (OLD.contact->>'name' IS DISTINCT FROM NEW.contact->>'name') EXECUTE FUNCTION sample_contact_respondent();
--> statement-breakpoint
UPDATE campaign_tracking t SET respondent = coalesce(s.contact->>'name', '') FROM sample s WHERE s.id = t.sample_id;
--> statement-breakpoint
-- 2. How many rows a campaign has (campaign.tracking_rows), the table's unfiltered count: counted per statement from
--    its transition table, so a start that adds 100,000 rows updates the campaign once. A row never changes campaign.
CREATE FUNCTION campaign_tracking_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign c SET tracking_rows = c.tracking_rows + CASE WHEN TG_OP = 'INSERT' THEN n.n ELSE -n.n END
  FROM (SELECT campaign_id, count(*)::int AS n FROM changed GROUP BY campaign_id) n WHERE c.id = n.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_tracking_rows_added AFTER INSERT ON campaign_tracking
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION campaign_tracking_rows();
--> statement-breakpoint
CREATE TRIGGER campaign_tracking_rows_removed AFTER DELETE ON campaign_tracking
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION campaign_tracking_rows();
--> statement-breakpoint
UPDATE campaign c SET tracking_rows = (SELECT count(*) FROM campaign_tracking t WHERE t.campaign_id = c.id);
--> statement-breakpoint
-- They keep derived data, so they fire even where foreign-key triggers are skipped (session_replication_role =
-- replica, as the demo seed loads its rows).
ALTER TABLE campaign_tracking ENABLE ALWAYS TRIGGER campaign_tracking_respondent;
--> statement-breakpoint
ALTER TABLE campaign_tracking ENABLE ALWAYS TRIGGER campaign_tracking_sample_respondent;
--> statement-breakpoint
ALTER TABLE campaign_tracking ENABLE ALWAYS TRIGGER campaign_tracking_rows_added;
--> statement-breakpoint
ALTER TABLE campaign_tracking ENABLE ALWAYS TRIGGER campaign_tracking_rows_removed;
--> statement-breakpoint
ALTER TABLE sample ENABLE ALWAYS TRIGGER sample_contact_respondent;
--> statement-breakpoint
-- 3. The text filter's rows through the trigram index. Row-level security keeps a query's own conditions that are not
--    leakproof (ILIKE) out of index scans, so under it the filter would read every row of the campaign: this function
--    runs as its owner, applies the tenant itself exactly as the policy does, and answers only ids, which the calling
--    query reads under row-level security (the second wall).
CREATE FUNCTION campaign_tracking_matching(campaign bigint, pattern text) RETURNS SETOF bigint
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1000 AS $$
BEGIN
  -- Planned for this very pattern (EXECUTE): the trigram index for a rare text, a scan of the campaign for a common one.
  RETURN QUERY EXECUTE 'SELECT id FROM campaign_tracking WHERE universe_id = nullif(current_setting(''app.universe_id'', true), '''')::int'
    ' AND campaign_id = $1 AND search ILIKE $2' USING campaign, pattern;
END $$;
