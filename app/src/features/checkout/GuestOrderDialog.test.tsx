// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { err, gatewayError, ok, type AuthGateway } from '@modavi/core';
import { makeOrder } from '@modavi/core/testing';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { GuestOrderDialog } from './GuestOrderDialog';

const codeRequest = vi.fn<AuthGateway['codeRequest']>();
const codeVerify = vi.fn<AuthGateway['codeVerify']>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ auth: { codeRequest, codeVerify } }) }));

let words: i18n;
beforeAll(async () => {
  words = (await localeInstances(['checkout'])).kr;
});
afterEach(cleanup);

describe('the guest order dialog’s quick account', () => {
  it('tells a phone that has an account to log in when the server says so at the code’s check (issue 24: the request answers alike)', async () => {
    codeRequest.mockResolvedValue(ok({ destination: '+84 912 000 111', expires_in: 300, resend_in: 60 }));
    codeVerify.mockResolvedValue(err(gatewayError('CONFLICT', { status: 409, errorCode: 'AUTH.ACCOUNT_EXISTS' })));
    screenRender(words, () => <GuestOrderDialog order={makeOrder()} />);
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Lan' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0912000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This phone number already has an account. Log in to move the order into it.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
