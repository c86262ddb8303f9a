import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeliveryUnavailableError, deliveryNotifier, phoneE164 } from './delivery-notifier.js';

const message = { channel: 'phone' as const, destination: '+84 091 234 5678', purpose: 'login' as const, code: '123456', body: 'Modavi: 123456', locale: 'vi' as const };

describe('deliveryNotifier', () => {
  it('turns the display format into E.164 (trunk 0 dropped) and leaves other shapes compact', () => {
    expect(phoneE164('+84 091 234 5678')).toBe('+84912345678');
    expect(phoneE164('+82 010 1234 5678')).toBe('+821012345678');
    fc.assert(fc.property(fc.string(), (text) => !/\s/.test(phoneE164(text))));
  });

  it('sends by the message\'s channel and refuses a channel without a provider', async () => {
    const sent: string[] = [];
    const notifier = deliveryNotifier({ mail: null, sms: { send: async (sms) => void sent.push(`${sms.to} ${sms.text}`) } });
    await notifier.send(message);
    expect(sent).toEqual(['+84912345678 Modavi: 123456']);
    await expect(notifier.send({ ...message, channel: 'email', destination: 'a@b.vn' })).rejects.toBeInstanceOf(DeliveryUnavailableError);
  });
});
