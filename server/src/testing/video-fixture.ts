/** An ISO media box: its 32-bit size, its type and its body. */
const box = (type: string, body: Uint8Array): Uint8Array => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  out.set(body, 8);
  return out;
};

/**
 * The head of an MP4 (or, with the QuickTime brand, MOV) file stating `seconds` of length in its
 * `mvhd` box: what the upload reads, without any frame (the server does not decode video).
 */
export function mp4Fixture(seconds: number, brand: 'isom' | 'qt  ' = 'isom'): Uint8Array {
  const ftyp = box('ftyp', new Uint8Array([...brand, '\0', '\0', '\0', '\0'].map((c) => c.charCodeAt(0))));
  const mvhdBody = new Uint8Array(96);
  new DataView(mvhdBody.buffer).setUint32(12, 1000);
  new DataView(mvhdBody.buffer).setUint32(16, Math.round(seconds * 1000));
  const moov = box('moov', box('mvhd', mvhdBody));
  const out = new Uint8Array(ftyp.length + moov.length + 256);
  out.set(ftyp, 0);
  out.set(moov, ftyp.length);
  out.set(box('mdat', new Uint8Array(248)), ftyp.length + moov.length);
  return out;
}
