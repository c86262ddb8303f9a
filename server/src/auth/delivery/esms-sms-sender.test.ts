import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInServe, type StandInServer } from '../../payments/stand-ins/stand-in-server.js';
import { deliveryConfigFromEnv } from './delivery-config.js';
import { esmsPhone, esmsSmsSender } from './esms-sms-sender.js';

/**
 * eSMS.vn by its published API (issue 27), against a stand-in that checks each request as eSMS
 * does (keys, brandname, SmsType, phone) and answers its CodeResult: 100 accepted, 101 wrong
 * keys, 103 balance too low.
 */
describe('SMS through eSMS.vn (stand-in)', () => {
  let esms: StandInServer;
  const received: Record<string, unknown>[] = [];
  let answerCode = '100';

  beforeAll(async () => {
    esms = await standInServe((path, body) => {
      if (path !== '/MainService.svc/json/SendMultipleMessage_V4_post_json/') return { status: 404, json: {} };
      const request = JSON.parse(body) as Record<string, unknown>;
      received.push(request);
      if (request['ApiKey'] !== 'esms-key' || request['SecretKey'] !== 'esms-secret') return { status: 200, json: { CodeResult: '101', ErrorMessage: 'Authorize Failed' } };
      return { status: 200, json: { CodeResult: answerCode, CountRegenerate: 0, SMSID: 'd533459ee42b2b9525ba9eabf6a8156' } };
    });
  });
  afterAll(async () => {
    await esms?.close();
  });

  const sender = (secretKey = 'esms-secret') =>
    esmsSmsSender({ url: `${esms.url}/MainService.svc/json/SendMultipleMessage_V4_post_json/`, apiKey: 'esms-key', secretKey, brandname: 'MODAVI' });

  it('sends a customer-care message from the brandname to the national number, unicode when the text has marks', async () => {
    await sender().send({ to: '+84912345678', text: 'Modavi: 123456 là mã xác thực' });
    expect(received.at(-1)).toMatchObject({ Phone: '0912345678', Brandname: 'MODAVI', SmsType: '2', IsUnicode: '1', Content: 'Modavi: 123456 là mã xác thực' });
    expect(typeof received.at(-1)?.['RequestId']).toBe('string');
    await sender().send({ to: '+84912345678', text: 'Modavi: 654321 la ma xac thuc' });
    expect(received.at(-1)?.['IsUnicode']).toBe('0');
  });

  it('fails on any result code but 100 (wrong keys, balance), so the code request answers OTP.DELIVERY_FAILED', async () => {
    await expect(sender('wrong').send({ to: '+84912345678', text: 'x' })).rejects.toThrow(/esms: refused 101/);
    answerCode = '103';
    try {
      await expect(sender().send({ to: '+84912345678', text: 'x' })).rejects.toThrow(/esms: refused 103/);
    } finally {
      answerCode = '100';
    }
  });

  it('is chosen when its three settings are set; a partial eSMS setting is no SMS at all', () => {
    expect(deliveryConfigFromEnv({ MODAVI_ESMS_API_KEY: 'k', MODAVI_ESMS_SECRET_KEY: 's', MODAVI_ESMS_BRANDNAME: 'MODAVI', MODAVI_SMS_URL: 'https://relay', MODAVI_SMS_KEY: 'r' }).sms).toMatchObject({
      provider: 'esms',
      url: 'https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/',
    });
    expect(deliveryConfigFromEnv({ MODAVI_ESMS_API_KEY: 'k', MODAVI_SMS_URL: 'https://relay', MODAVI_SMS_KEY: 'r' }).sms).toBeNull();
    expect(deliveryConfigFromEnv({ MODAVI_SMS_URL: 'https://relay', MODAVI_SMS_KEY: 'r' }).sms).toEqual({ provider: 'http', url: 'https://relay', apiKey: 'r' });
    expect(esmsPhone('+6591234567')).toBe('6591234567');
  });
});
