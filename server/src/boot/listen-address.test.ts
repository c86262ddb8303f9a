import { describe, expect, it } from 'vitest';
import { listenAddressShown } from './listen-address.js';

describe('listenAddressShown', () => {
  it('prints the host the server was told to listen on, and localhost for every address', () => {
    expect(listenAddressShown('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(listenAddressShown('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenAddressShown('::', 8080)).toBe('http://localhost:8080');
    expect(listenAddressShown('::1', 8080)).toBe('http://[::1]:8080');
    expect(listenAddressShown('shop.local', 80)).toBe('http://shop.local:80');
  });
});
