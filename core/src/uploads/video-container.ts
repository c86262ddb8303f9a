import type { VideoUploadMime } from './video-upload.js';

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, Math.min(bytes.length, at + length)));

const uint32 = (bytes: Uint8Array, at: number): number =>
  at + 4 <= bytes.length ? (bytes[at]! * 2 ** 24 + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!) : -1;

const uint64 = (bytes: Uint8Array, at: number): number => {
  const high = uint32(bytes, at);
  const low = uint32(bytes, at + 4);
  return high < 0 || low < 0 ? -1 : high * 2 ** 32 + low;
};

/** QuickTime's brand in an `ftyp` box; any other brand of an ISO media file is MP4. */
const QUICKTIME_BRAND = 'qt  ';
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;

/**
 * What a video file really is, by its bytes: an ISO media file (`ftyp` box first: MP4, or MOV by
 * the QuickTime brand) or a WebM/Matroska file (EBML header); null for anything else.
 */
export function videoContainerSniff(bytes: Uint8Array): VideoUploadMime | null {
  if (ascii(bytes, 4, 4) === 'ftyp') return ascii(bytes, 8, 4) === QUICKTIME_BRAND ? 'video/quicktime' : 'video/mp4';
  if (EBML_MAGIC.every((byte, index) => bytes[index] === byte)) return 'video/webm';
  return null;
}

/**
 * The `mvhd` box's duration in seconds, inside the one top-level `moov`: null when there is no
 * `moov` or more than one (a player may read either), no `mvhd`, a zero timescale, or a box
 * whose stated size runs past its parent.
 */
function isoDuration(bytes: Uint8Array): number | null {
  /** Visits the boxes from `from` to `to`; false when a box's size does not fit. */
  const boxes = (from: number, to: number, visit: (type: string, start: number, end: number) => void): boolean => {
    let at = from;
    while (at + 8 <= to) {
      let size = uint32(bytes, at);
      let header = 8;
      if (size === 1) {
        size = uint64(bytes, at + 8);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return false;
      visit(ascii(bytes, at + 4, 4), at + header, at + size);
      at += size;
    }
    return true;
  };
  const movies: { start: number; end: number }[] = [];
  if (!boxes(0, bytes.length, (type, start, end) => (type === 'moov' ? void movies.push({ start, end }) : undefined))) return null;
  const [movie] = movies;
  if (!movie || movies.length !== 1) return null;
  const durations: number[] = [];
  const read = boxes(movie.start, movie.end, (inner, body) => {
    if (inner !== 'mvhd') return;
    const version = bytes[body];
    const timescale = uint32(bytes, body + (version === 1 ? 20 : 12));
    const duration = version === 1 ? uint64(bytes, body + 24) : uint32(bytes, body + 16);
    durations.push(timescale > 0 && duration >= 0 ? duration / timescale : Number.NaN);
  });
  const [duration] = durations;
  return read && durations.length === 1 && duration !== undefined && Number.isFinite(duration) ? duration : null;
}

/** An EBML variable-length integer at `at`: its value and length, or null. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { value, length };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Matroska's default TimecodeScale: one tick is a millisecond. */
const TIMECODE_SCALE_DEFAULT_NS = 1_000_000;

/** The Segment's Info Duration in seconds; null when the file does not state it (a live recording). */
function webmDuration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const walk = (from: number, to: number): number | null => {
    let at = from;
    let scale = TIMECODE_SCALE_DEFAULT_NS;
    let ticks: number | null = null;
    while (at < to) {
      const id = vint(bytes, at, true);
      const size = id && vint(bytes, at + id.length, false);
      if (!id || !size) return null;
      const body = at + id.length + size.length;
      // An unknown size (all ones) runs to the end of its parent, as a Segment often does.
      const end = size.value === 2 ** (7 * size.length) - 1 ? to : Math.min(to, body + size.value);
      if (id.value === SEGMENT || id.value === INFO) {
        const found = walk(body, end);
        if (found !== null || id.value === INFO) return found;
      } else if (id.value === TIMECODE_SCALE && size.value <= 8) {
        scale = 0;
        for (let index = body; index < end; index++) scale = scale * 256 + bytes[index]!;
      } else if (id.value === DURATION && (size.value === 4 || size.value === 8) && end <= bytes.length) {
        ticks = size.value === 4 ? view.getFloat32(body) : view.getFloat64(body);
      }
      at = end;
    }
    // A zero TimecodeScale would make any length read as 0 s.
    return ticks === null || !Number.isFinite(ticks) || ticks < 0 || scale <= 0 ? null : (ticks * scale) / 1e9;
  };
  return walk(0, bytes.length);
}

/**
 * A video's length in seconds as its container states it (an MP4/MOV `mvhd` box, a WebM Info
 * Duration), or null when it states none, states it ambiguously or impossibly, or the bytes are
 * not a video. Never throws. A caller that bounds the length refuses null (videoLengthMeasurable).
 */
export function videoDurationRead(bytes: Uint8Array): number | null {
  try {
    const kind = videoContainerSniff(bytes);
    if (kind === 'video/webm') return webmDuration(bytes);
    return kind === null ? null : isoDuration(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether a stated length can be trusted to bound the video: a positive, finite number of
 * seconds. A file that states none (an MP4 without `moov`, a WebM without Duration), or 0 (a
 * fragmented or forged file), cannot be checked against the limit and is refused (issue 24).
 */
export const videoLengthMeasurable = (seconds: number | null): seconds is number => seconds !== null && Number.isFinite(seconds) && seconds > 0;
