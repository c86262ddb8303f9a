import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Mail over SMTP (nodemailer); one pooled transport per server. */
export function smtpMailSender(config: { readonly smtpUrl: string; readonly from: string }): MailSender {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
