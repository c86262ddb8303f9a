import { describe, expect, it, vi } from 'vitest';
import { ok, type AuthGateway } from '@modavi/core';
import { deferredAuthGateway } from './auth-gateway-deferred';

const profile = { _id: 'u1', name: 'Lan' };

function realGateway(): AuthGateway {
  return {
    codeRequest: vi.fn(async () => ok({ destination: 'x', expires_in: 300, resend_in: 60 })),
    codeVerify: vi.fn(async () => ok({ token: 't', profile })),
    passwordLogin: vi.fn(async () => ok({ token: 't', profile })),
    passwordReset: vi.fn(async () => ok({ token: 't', profile })),
    passwordChange: vi.fn(async () => ok(undefined)),
    logout: vi.fn(async () => ok(undefined)),
    me: vi.fn(async () => ok(profile)),
    providers: vi.fn(async () => ok([])),
    oauthStartUrl: vi.fn((provider: string, returnTo: string) => `/start/${provider}?r=${returnTo}`),
    oauthTicketRedeem: vi.fn(async () => ok({ token: 't', profile })),
  } as AuthGateway;
}

describe('the deferred account gateway', () => {
  it('loads the real gateway once, on the first call, and forwards every call', async () => {
    const real = realGateway();
    const load = vi.fn(async () => real);
    const gateway = deferredAuthGateway(load);
    expect(load).not.toHaveBeenCalled();
    await gateway.me();
    await gateway.passwordLogin({ email: 'a@b.vn', password: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.passwordLogin).toHaveBeenCalledWith({ email: 'a@b.vn', password: 'x' });
  });

  it('gives the social start address only once loaded', async () => {
    const gateway = deferredAuthGateway(async () => realGateway());
    expect(() => gateway.oauthStartUrl('google', '/')).toThrow();
    await gateway.ready();
    expect(gateway.oauthStartUrl('google', '/gio-hang')).toBe('/start/google?r=/gio-hang');
  });

  it('tries the load again after a failure', async () => {
    const real = realGateway();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const gateway = deferredAuthGateway(load);
    await expect(gateway.me()).rejects.toThrow('offline');
    await expect(gateway.me()).resolves.toEqual(ok(profile));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
