-- The seller's promotion programs (ban-hang/chuong-trinh-cua-toi, issue 13): which kind a
-- program is (core's PROMOTION_TYPES, the page's ?type=) and when it was made, for the seller's
-- newest-first list. Earlier (seeded) programs are discount programs.
ALTER TABLE promotion_programs
  ADD COLUMN type text NOT NULL DEFAULT 'discount' CHECK (type IN ('discount', 'flash_sale')),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX promotion_programs_shop_idx ON promotion_programs (shop_id, type, created_at DESC);
