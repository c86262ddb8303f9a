import type { Locale } from '../locale/locale.js';

/** How much of an upload has been sent: bytes so far and in all (0 when the total is unknown). */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/** What an upload may be told: where to report its progress. */
export interface UploadOptions {
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** The whole percentage sent, 0-100, for a progress bar; 0 while the total is unknown. Never throws. */
export function uploadProgressPercent(progress: UploadProgress): number {
  const { sent, total } = progress;
  if (!(Number.isFinite(sent) && Number.isFinite(total)) || total <= 0 || sent <= 0) return 0;
  return Math.min(100, Math.floor((sent / total) * 100));
}

const MEGABYTE = 1024 * 1024;

/** Megabytes with one decimal in the locale's way (vi: a decimal comma, as money is written there). */
function megabytes(bytes: number, locale: Locale): string {
  const text = (Math.max(0, bytes) / MEGABYTE).toFixed(1);
  return locale === 'vi' ? text.replace('.', ',') : text;
}

/**
 * An upload's figures for people: "3,2 / 12,0 MB · 27%" (vi) or "3.2 / 12.0 MB · 27%" (kr);
 * only what was sent while the total is unknown. Units and figures only, the same words in both locales.
 */
export function uploadProgressText(progress: UploadProgress, locale: Locale): string {
  const sent = Number.isFinite(progress.sent) ? progress.sent : 0;
  if (!(Number.isFinite(progress.total) && progress.total > 0)) return `${megabytes(sent, locale)} MB`;
  return `${megabytes(sent, locale)} / ${megabytes(progress.total, locale)} MB · ${uploadProgressPercent(progress)}%`;
}
