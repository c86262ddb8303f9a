-- The seller dashboard counts a shop's visitors from the product views inside tracking sessions
-- too (dashboard-sql.ts VISITORS_SQL): find a product's views by its id, as analytics_events does.
CREATE INDEX tracking_events_object_idx ON tracking_events (type, object_id);
