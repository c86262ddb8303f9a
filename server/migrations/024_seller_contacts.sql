-- The seller landing page's contact form (spec 5): what a prospective seller wrote, kept for the
-- team to call back. Lengths are core's CONTACT_TEXT_MAX, checked before the insert.
CREATE TABLE seller_contacts (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  website text NOT NULL,
  message text NOT NULL,
  -- The account that sent it, when one was logged in.
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX seller_contacts_created_idx ON seller_contacts (created_at);
