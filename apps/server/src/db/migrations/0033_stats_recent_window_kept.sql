-- stats_recent_window's one row is read by every write of statistics (migration 0032): deleted, it would
-- make each of them fail with "query returned no rows", the feed's and the demo's alike. Deleting or
-- truncating it is refused with a message that says what to do instead. The row is moved, never removed.
CREATE FUNCTION stats_recent_window_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stats_recent_window keeps its one row: the statistics triggers read it'
    USING ERRCODE = 'restrict_violation',
          HINT = 'Move the window with SELECT move_recent_stats_window(date) instead.';
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_recent_window_no_delete BEFORE DELETE ON stats_recent_window
  FOR EACH ROW EXECUTE FUNCTION stats_recent_window_kept();
--> statement-breakpoint
CREATE TRIGGER stats_recent_window_no_truncate BEFORE TRUNCATE ON stats_recent_window
  FOR EACH STATEMENT EXECUTE FUNCTION stats_recent_window_kept();
