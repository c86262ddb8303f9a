import nodemailer from 'nodemailer';
import { deliveryBreaker, deliverySend, DELIVERY_SEND_POLICY } from './delivery-policies.js';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail over SMTP (nodemailer); one pooled transport per server. A send is an Effect program like
 * every outside call (time-out, breaker); nodemailer cannot be aborted, so a send past the
 * time-out is abandoned, not stopped.
 */
export function smtpMailSender(config: { readonly smtpUrl: string; readonly from: string }): MailSender {
  const transport = nodemailer.createTransport(config.smtpUrl);
  const breaker = deliveryBreaker('smtp');
  return {
    send: (message) =>
      deliverySend(breaker, DELIVERY_SEND_POLICY, async () => {
        await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text });
      }),
  };
}
