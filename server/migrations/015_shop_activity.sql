-- When the seller last acted (spec section 9: buyers are warned about a seller inactive for
-- more than 7 days). Any call with the shop's seller token counts as activity.
ALTER TABLE shops ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now();
