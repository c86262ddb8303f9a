-- A product's video (spec: images and at most one video), an address under /media/videos.
ALTER TABLE products ADD COLUMN video text;
