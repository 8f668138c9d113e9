-- The tracking table's text filter (server/campaigns/service.ts, trackings) as two reads: how many rows the text
-- matches, and the ids of one page of them. The old function answered every matching id, which the table then read
-- twice (its count and its page): 100,000 ids when the text is common. Each statement is planned for its very
-- pattern (EXECUTE): the trigram index for a rare text; for a common one a count over the campaign's rows and a walk
-- of the sort column's index that stops at the page. The search is lower case (0027): the caller lowers the pattern.
-- Row-level security keeps a query's own LIKE off indexes, so these run as their owner, apply the tenant themselves
-- exactly as the policy does, and answer only a count and ids, which the calling query reads under row-level
-- security (the second wall).
DROP FUNCTION campaign_tracking_matching(bigint, text);
--> statement-breakpoint
CREATE FUNCTION campaign_tracking_filter(pattern text, statuses text[]) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'universe_id = nullif(current_setting(''app.universe_id'', true), '''')::int AND campaign_id = $1 AND '
    || CASE WHEN cardinality(statuses) > 0 THEN '(search LIKE $2 OR status = ANY ($3))' ELSE 'search LIKE $2' END
$$;
--> statement-breakpoint
CREATE FUNCTION campaign_tracking_filtered_count(campaign bigint, pattern text, statuses text[]) RETURNS bigint
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE n bigint;
BEGIN
  EXECUTE 'SELECT count(*) FROM campaign_tracking WHERE ' || campaign_tracking_filter(pattern, statuses) INTO n USING campaign, pattern, statuses;
  RETURN n;
END $$;
--> statement-breakpoint
CREATE FUNCTION campaign_tracking_filtered_page(campaign bigint, pattern text, statuses text[], sort_column text, descending boolean, page_size int, skip int)
  RETURNS SETOF bigint LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 50 AS $$
DECLARE dir text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
BEGIN
  IF sort_column NOT IN ('id', 'status', 'updated_at', 'open_count', 'click_count', 'recipient') THEN
    RAISE EXCEPTION 'campaign_tracking_filtered_page: no sort by %', sort_column;
  END IF;
  RETURN QUERY EXECUTE format('SELECT id FROM campaign_tracking WHERE %s ORDER BY %I %s, id %s LIMIT $4 OFFSET $5',
    campaign_tracking_filter(pattern, statuses), sort_column, dir, dir) USING campaign, pattern, statuses, page_size, skip;
END $$;
