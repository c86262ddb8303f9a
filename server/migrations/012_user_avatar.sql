-- A person's profile picture: the URL of an image they uploaded (core's avatarUrlCheck).
ALTER TABLE users ADD COLUMN avatar text;
