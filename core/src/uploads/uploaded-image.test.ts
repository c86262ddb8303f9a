import { describe, expect, it } from 'vitest';
import { uploadedImageId, uploadedImageIds } from './uploaded-image.js';

const id = 'a'.repeat(24);

describe('uploadedImageId: only images uploaded here', () => {
  it('reads the id of an upload’s URL and refuses every other address', () => {
    expect(uploadedImageId(`/media/uploads/${id}.png`)).toBe(id);
    for (const url of [
      'https://tracker.example/pixel.gif',
      `//tracker.example/media/uploads/${id}.png`,
      `https://evil.example/media/uploads/${id}.png`,
      `/media/uploads/${id}.png?x=1`,
      `/media/uploads/../${id}.png`,
      `/media/products/${id}.png`,
      null,
    ]) {
      expect(uploadedImageId(url)).toBeNull();
    }
  });

  it('names the first list entry that is not an upload', () => {
    expect(uploadedImageIds([`/media/uploads/${id}.png`, `/media/uploads/${'b'.repeat(24)}.jpg`])).toEqual({ ids: [id, 'b'.repeat(24)] });
    expect(uploadedImageIds([`/media/uploads/${id}.png`, 'https://x.example/1.png'])).toEqual({ invalidAt: 2 });
  });
});
