import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

/**
 * Where uploaded images are kept: MODAVI_UPLOAD_DIR, else `uploads/` beside the PGlite folder
 * in the data directory (`.data/uploads` by default), else, for a database kept in memory, a
 * folder of the system's temporary directory (gone with the machine, like the database).
 */
export function uploadDirFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.MODAVI_UPLOAD_DIR) return env.MODAVI_UPLOAD_DIR;
  if (env.MODAVI_DATA_DIR === 'memory') return join(tmpdir(), `modavi-uploads-${process.pid}`);
  return join(dirname(env.MODAVI_DATA_DIR || DEFAULT_DATA_DIR), 'uploads');
}

/** The stored type of each accepted mime type, and the extension the file is served under. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
export type UploadMime = keyof typeof UPLOAD_TYPES;

const EXTENSION_MIME: Readonly<Record<string, UploadMime>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' };

/** The mime type of a name's extension, for browsers that send none. */
export const uploadMimeOfName = (name: string): UploadMime | null => EXTENSION_MIME[name.split('.').pop()?.toLowerCase() ?? ''] ?? null;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

/**
 * What the bytes really are, whatever the name says: PNG, JPEG and GIF by their signatures, SVG
 * by an `<svg` element near the start of a text file; null for anything else (a renamed file).
 */
export function uploadSniff(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 2048)).toLowerCase();
  return /<svg[\s>]/.test(head) ? 'image/svg+xml' : null;
}
