-- Bearer tokens are kept as SHA-256 digests (hex), never as they were issued: a copy of the
-- database gives no live session away. The server hashes a presented token to look it up.
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
ALTER TABLE actor_tokens RENAME COLUMN token TO token_hash;
UPDATE actor_tokens SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
