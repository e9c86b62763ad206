/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listOutbox } from '@/lib/server/mail/outbox';
import { sendMail } from '@/lib/server/mail/transport';

const mail = {
  to: 'sita@example.com',
  subject: 'Confirm your email for Upahar Ghar',
  text: 'Confirm: http://localhost:3000/user-confirm?token=abc',
  html: '<a href="http://localhost:3000/user-confirm?token=abc">Confirm</a>',
};

beforeEach(() => {
  process.env.OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'ug-mail-unit-'));
  delete process.env.MAIL_URL;
});

test('without MAIL_URL the mail lands in the outbox with its links', async () => {
  const sent = await sendMail(mail);
  expect(sent.via).toBe('outbox');
  const [stored] = await listOutbox();
  expect(stored).toMatchObject({ id: sent.id, channel: 'email', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  expect(stored?.links).toEqual(['http://localhost:3000/user-confirm?token=abc']);
});

const REPLIES: Record<string, string> = {
  EHLO: '250 fake.smtp\r\n',
  HELO: '250 fake.smtp\r\n',
  MAIL: '250 2.1.0 ok\r\n',
  RCPT: '250 2.1.5 ok\r\n',
  DATA: '354 go ahead\r\n',
  QUIT: '221 bye\r\n',
};

/** The smallest SMTP server that accepts one message, to check the MAIL_URL path end to end. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: Promise<{ from: string; to: string; data: string }> }> {
  let resolveReceived: (value: { from: string; to: string; data: string }) => void = () => {};
  const received = new Promise<{ from: string; to: string; data: string }>((resolve) => (resolveReceived = resolve));
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    let from = '';
    let to = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
            resolveReceived({ from, to, data });
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') from = line;
        if (verb === 'RCPT') to = line;
        if (verb === 'DATA') inData = true;
        socket.write(REPLIES[verb] ?? '250 ok\r\n');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

test('with MAIL_URL the mail goes over SMTP (HTML and text parts) and not to the outbox', async () => {
  const { server, port, received } = await fakeSmtp();
  try {
    process.env.MAIL_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    process.env.MAIL_FROM = 'Upahar Ghar <no-reply@upahar.example>';
    const sent = await sendMail(mail);
    expect(sent.via).toBe('smtp');
    const got = await received;
    expect(got.from).toContain('no-reply@upahar.example');
    expect(got.to).toContain('sita@example.com');
    expect(got.data).toContain('Subject: Confirm your email for Upahar Ghar');
    expect(got.data).toContain('text/plain');
    expect(got.data).toContain('text/html');
    expect(await listOutbox()).toEqual([]);
  } finally {
    delete process.env.MAIL_URL;
    delete process.env.MAIL_FROM;
    server.close();
  }
});
