-- The admin's reason when refusing a refund in the escalation queue (issue 13): the buyer and
-- the shop read why. Kept on the refund beside the shop's own rejection.
ALTER TABLE refunds ADD COLUMN admin_reason text;

-- The admin's queue lists by status, oldest first.
CREATE INDEX refunds_status_created_idx ON refunds (status, created_at);
