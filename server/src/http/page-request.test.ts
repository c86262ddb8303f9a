import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-request.js';

describe('isPagePath', () => {
  it('takes routes of the web app as pages', () => {
    for (const path of ['/', '/gio-hang', '/san-pham/66f0c0ffee', '/huong-dan/huong-dan-mua-hang/mua-hang', '/apixyz', '/mediaeval']) {
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('leaves API, media, assets, sockets and files alone', () => {
    for (const path of ['/api', '/api/health', '/media/shops/a.svg', '/assets/index-1.js', '/socket.io/', '/favicon.ico', '/robots.txt', '/firebase-messaging-sw.js']) {
      expect(isPagePath(path)).toBe(false);
    }
  });
});
