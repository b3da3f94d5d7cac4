import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { createMailer } from './mailer.js';
import { renderMail } from './templates.js';

describe('mail over SMTP', () => {
  let server: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the activation e-mail of a sign-up through the SMTP server when SMTP_URL is set', async () => {
    const context: TestContext = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: { email: 'smtp@example.com', password: 'abcd-1234-x', fullName: 'Smtp User', langKey: 'vi' },
      });
      expect(response.statusCode).toBe(200);
      await context.drainJobs();
      const message = received.find((text) => text.includes('smtp@example.com'));
      expect(message).toBeDefined();
      expect(message).toContain('/platform/auth/activate?key=');
      expect(context.readOutbox()).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it('renders every template in every language with the link', () => {
    for (const template of ['activation', 'reset'] as const) {
      for (const language of ['en', 'vi', 'de'] as const) {
        const mail = renderMail(template, language, { name: '<b>Ann</b>', link: 'https://x.test/a?key=1' });
        expect(mail.text).toContain('https://x.test/a?key=1');
        expect(mail.html).not.toContain('<b>Ann</b>');
        expect(mail.subject.length).toBeGreaterThan(5);
      }
    }
  });

  it('writes an .eml file in outbox mode', async () => {
    const { mkdtempSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Prepwise <no-reply@prepwise.local>', dataDir });
    const receipt = await mailer.send({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(receipt.transport).toBe('outbox');
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
  });
});
