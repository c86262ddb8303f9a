import { createHmac, timingSafeEqual } from 'node:crypto';
import { momoSignatureText, onepaySignatureText, vnpaySignatureText, type PaymentGateway } from '@modavi/core';
import type { GatewayCredentials } from './gateway-config.js';

/** The field each gateway carries its signature in. */
export const SIGNATURE_FIELD: Readonly<Record<PaymentGateway, string>> = { momo: 'signature', vnpay: 'vnp_SecureHash', onepay: 'vpc_SecureHash' };

/**
 * A callback's signature as the gateway computes it (core builds the text): MoMo HMAC-SHA256
 * hex under the secret key, VNPay HMAC-SHA512 hex under the hash secret, OnePay HMAC-SHA256
 * upper-case hex under the hex-decoded secure secret. Null when the gateway has no credentials.
 */
export function gatewaySign(gateway: PaymentGateway, credentials: GatewayCredentials, fields: Readonly<Record<string, string>>): string | null {
  if (gateway === 'momo') {
    const momo = credentials.momo;
    return momo ? createHmac('sha256', momo.secret).update(momoSignatureText(fields, momo.accessKey), 'utf8').digest('hex') : null;
  }
  if (gateway === 'vnpay') {
    const vnpay = credentials.vnpay;
    return vnpay ? vnpaySignText(vnpay.secret, vnpaySignatureText(fields)) : null;
  }
  const onepay = credentials.onepay;
  return onepay ? onepaySignText(onepay.secret, onepaySignatureText(fields)) : null;
}

/** Whether the fields carry the signature their gateway would have made (compared in constant time, hex case ignored). */
export function gatewaySignatureValid(gateway: PaymentGateway, credentials: GatewayCredentials, fields: Readonly<Record<string, string>>): boolean {
  const expected = gatewaySign(gateway, credentials, fields);
  return expected !== null && signaturesMatch(expected, fields[SIGNATURE_FIELD[gateway]]);
}

/** MoMo's signature of a call's message (its own list of signed fields, core's MOMO_*_SIGNED). */
export const momoSignFields = (momo: { readonly accessKey: string; readonly secret: string }, fields: Readonly<Record<string, string>>, names: readonly string[]): string =>
  createHmac('sha256', momo.secret).update(momoSignatureText(fields, momo.accessKey, names), 'utf8').digest('hex');

/** VNPay's HMAC-SHA512 (hex) of a text under the hash secret. */
export const vnpaySignText = (secret: string, text: string): string => createHmac('sha512', secret).update(text, 'utf8').digest('hex');

/** OnePay's HMAC-SHA256 (upper-case hex) of a text under the hex-decoded secure secret. */
export const onepaySignText = (secret: string, text: string): string =>
  createHmac('sha256', Buffer.from(secret, 'hex')).update(text, 'utf8').digest('hex').toUpperCase();

/** Two hex signatures compared in constant time, case ignored. */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
