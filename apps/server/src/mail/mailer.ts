import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailReceipt {
  transport: 'smtp' | 'outbox';
  location: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise the outbox: the same RFC 822 message
 * written as an `.eml` file under `<dataDir>/outbox/`, so activation works on a fresh machine.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { transport: 'smtp', location: info.messageId };
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`,
      );
      if (!Buffer.isBuffer(info.message)) throw new Error('outbox transport did not buffer the message');
      writeFileSync(file, info.message);
      return { transport: 'outbox', location: file };
    },
  };
}
