import { describe, expect, it } from 'vitest';
import { lazyGateway } from './lazy-gateway';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyGateway', () => {
  it('loads the implementation on the first call only, and forwards every call', async () => {
    let loads = 0;
    const gateway = lazyGateway<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `xin chào ${name}` };
    });
    expect(loads).toBe(0);
    expect(await gateway.greet('Lan')).toBe('xin chào Lan');
    expect(loads).toBe(1);
  });

  it('is not a thenable, so awaiting it gives the gateway back', async () => {
    const gateway = lazyGateway<Greeter>(async () => ({ greet: async () => '' }));
    expect(await Promise.resolve(gateway)).toBe(gateway);
  });
});
