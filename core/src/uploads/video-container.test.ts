import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { videoContainerSniff, videoDurationRead, videoLengthMeasurable } from './video-container.js';

const box = (type: string, body: Uint8Array): Uint8Array => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  out.set(body, 8);
  return out;
};
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
};
const ftyp = (brand: string) => box('ftyp', new Uint8Array([...brand].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0])));
const mvhd = (timescale: number, duration: number, version: 0 | 1 = 0): Uint8Array => {
  const body = new Uint8Array(version === 1 ? 108 : 96);
  const view = new DataView(body.buffer);
  body[0] = version;
  if (version === 1) {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  } else {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  }
  return box('mvhd', body);
};
const mp4 = (timescale: number, duration: number, version: 0 | 1 = 0, brand = 'isom') =>
  concat(ftyp(brand), box('free', new Uint8Array(3)), box('moov', concat(mvhd(timescale, duration, version), box('trak', new Uint8Array(10)))));

/** A WebM with a Segment of unknown size holding Info { TimecodeScale, Duration (float64) }. */
const webm = (durationTicks: number | null, scale?: number): Uint8Array => {
  const info: number[] = [];
  if (scale !== undefined) info.push(0x2a, 0xd7, 0xb1, 0x84, ...new Uint8Array(new Uint32Array([scale]).buffer).reverse());
  if (durationTicks !== null) {
    const float = new Uint8Array(8);
    new DataView(float.buffer).setFloat64(0, durationTicks);
    info.push(0x44, 0x89, 0x88, ...float);
  }
  const header = [0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x86, 0x81, 0x01];
  const segment = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  return new Uint8Array([...header, ...segment, 0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info, 0x16, 0x54, 0xae, 0x6b, 0x80]);
};

describe('videoContainerSniff', () => {
  it('tells MP4, MOV and WebM by their bytes, and nothing else', () => {
    expect(videoContainerSniff(mp4(1000, 5000))).toBe('video/mp4');
    expect(videoContainerSniff(mp4(600, 600, 0, 'qt  '))).toBe('video/quicktime');
    expect(videoContainerSniff(webm(1000))).toBe('video/webm');
    expect(videoContainerSniff(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(videoContainerSniff(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('videoDurationRead', () => {
  it('reads the mvhd duration of MP4 and MOV files, versions 0 and 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom<0 | 1>(0, 1), (timescale, duration, version) => {
        expect(videoDurationRead(mp4(timescale, duration, version))).toBeCloseTo(duration / timescale, 9);
      }),
    );
  });

  it('reads a WebM Info duration with the default or a stated timecode scale', () => {
    expect(videoDurationRead(webm(12_500))).toBeCloseTo(12.5);
    expect(videoDurationRead(webm(90, 1_000_000_000))).toBeCloseTo(90);
  });

  it('is null for a WebM that states no duration (a live recording)', () => {
    expect(videoDurationRead(webm(null))).toBeNull();
  });

  // The files an outside tester got past the 60 s check (issue 24): none states a length to trust.
  it('is null for what cannot be measured: no moov, two moov, a zero timescale, a box larger than the file', () => {
    expect(videoDurationRead(concat(ftyp('isom'), box('mdat', new Uint8Array(32))))).toBeNull();
    const moov = (seconds: number) => box('moov', mvhd(1000, seconds * 1000));
    expect(videoDurationRead(concat(ftyp('isom'), moov(10), moov(600)))).toBeNull();
    expect(videoDurationRead(mp4(0, 5000))).toBeNull();
    const huge = box('moov', mvhd(1000, 5000));
    new DataView(huge.buffer).setUint32(0, 1);
    expect(videoDurationRead(concat(ftyp('isom'), huge))).toBeNull();
  });

  it('is null for a WebM whose duration is not a finite length, or whose timecode scale is zero', () => {
    for (const ticks of [Number.NaN, -5, Number.POSITIVE_INFINITY]) expect(videoDurationRead(webm(ticks))).toBeNull();
    expect(videoDurationRead(webm(90_000, 0))).toBeNull();
  });

  it('trusts only a positive, finite length', () => {
    expect([null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.5, 59].map(videoLengthMeasurable)).toEqual([false, false, false, false, false, true, true]);
  });

  it('never throws, whatever the bytes, and any length it reads is a finite non-negative number', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.boolean(), (tail, asIso, asWebm) => {
        const bytes = concat(asIso ? ftyp('isom') : asWebm ? new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]) : new Uint8Array(), tail);
        const seconds = videoDurationRead(bytes);
        if (seconds !== null) expect(Number.isFinite(seconds) && seconds >= 0).toBe(true);
      }),
    );
  });
});
