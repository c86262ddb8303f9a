import { describe, expect, it } from 'vitest';
import { gatewayError } from '@modavi/core';
import { GatewayFailure } from '../queries/gateway-failure';
import { errorKey } from './error-key';
import { errorResources } from './core-errors-load';

const knownIn = (tree: Record<string, unknown>) => (key: string) =>
  typeof key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) === 'string';

describe('errorKey', () => {
  const known = knownIn(errorResources('vi'));

  it("uses the server's code when the catalogue has it", () => {
    const failure = new GatewayFailure(gatewayError('CONFLICT', { errorCode: 'CART.OUT_OF_STOCK' }));
    expect(errorKey(failure, known)).toBe('errors.CART.OUT_OF_STOCK');
  });

  it('falls back by kind of failure for codes it does not know', () => {
    expect(errorKey(new GatewayFailure(gatewayError('SERVER', { errorCode: 'NEW.CODE' })), known)).toBe('errors.generic');
    expect(errorKey(new GatewayFailure(gatewayError('NETWORK')), known)).toBe('errors.network');
    expect(errorKey(new Error('boom'), known)).toBe('errors.unknown');
  });

  it('nests the catalogue by code segments with each locale its own words', () => {
    const vi = errorResources('vi') as { CART: Record<string, string> };
    const kr = errorResources('kr') as { CART: Record<string, string> };
    expect(vi.CART['ITEM_DELETED']).toBe('Đã xoá sản phẩm');
    expect(kr.CART['ITEM_DELETED']).toBe('Item deleted');
  });
});
