import type { Locale } from '@modavi/core';
import type { Notifier } from '../notifier.js';
import type { MailSender } from './smtp-mail-sender.js';
import type { SmsSender } from './http-sms-sender.js';

const SUBJECT: Record<Locale, string> = { vi: 'Mã xác thực Modavi', kr: 'Your Modavi verification code' };

/** A channel the deployment has no provider for: the request fails instead of pretending. */
export class DeliveryUnavailableError extends Error {
  constructor(channel: string) {
    super(`no ${channel} delivery is configured`);
    this.name = 'DeliveryUnavailableError';
  }
}

/**
 * '+84 091 234 5678' (the spec's display format) to E.164 '+84912345678': spaces go and the
 * national trunk 0 after the country code is dropped, as SMS gateways expect.
 */
export function phoneE164(destination: string): string {
  const compact = destination.replace(/[^\d+]/g, '');
  const match = /^\+(\d{2})0?(\d+)$/.exec(compact);
  return match ? `+${match[1]}${match[2]}` : compact;
}

/** A deployment's notifier: codes by mail (SMTP) or SMS (HTTP gateway), never into a log. */
export function deliveryNotifier(senders: { readonly mail: MailSender | null; readonly sms: SmsSender | null }): Notifier {
  return {
    async send(message) {
      if (message.channel === 'email') {
        if (!senders.mail) throw new DeliveryUnavailableError('mail');
        await senders.mail.send({ to: message.destination, subject: SUBJECT[message.locale], text: message.body });
        return;
      }
      if (!senders.sms) throw new DeliveryUnavailableError('SMS');
      await senders.sms.send({ to: phoneE164(message.destination), text: message.body });
    },
  };
}
