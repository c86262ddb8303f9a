import { crc32, deflateSync } from 'node:zlib';

/** An 8 x 8 PNG that really decodes (uploads are decoded and encoded again before they are kept). */
export const PNG_8X8 = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4qZ2HFTEMLQkAP6RcgULzPMEAAAAASUVORK5CYII=', 'base64'),
);

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid PNG that claims `width` x `height` RGBA pixels with a few bytes of data: the shape of
 * an image bomb (a 30000 x 30000 PNG, or one whose pixels inflate to 900 MB), small to send.
 */
export function pngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method quirks, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
