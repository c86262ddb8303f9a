import type { Context } from 'hono';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Answers a media file with byte ranges (206), which browsers use to read a video's length and
 * to seek; the whole file (200) without a Range header; 416 for a range that does not fit.
 */
export function byteRangeBody(c: Context, bytes: Uint8Array, headers: Record<string, string>): Response {
  const all = { ...headers, 'accept-ranges': 'bytes' };
  const range = RANGE.exec(c.req.header('range') ?? '');
  const size = bytes.byteLength;
  if (!range) return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...all, 'content-length': String(size) });
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (!(start <= end && start < size)) return c.body(null, 416, { 'content-range': `bytes */${size}` });
  return c.body(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, {
    ...all,
    'content-range': `bytes ${start}-${end}/${size}`,
    'content-length': String(end - start + 1),
  });
}
