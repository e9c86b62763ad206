import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import OutboxPage from '@/app/dev/outbox/page';
import OutboxMessagePage from '@/app/dev/outbox/[id]/page';
import { writeOutbox } from '@/lib/server/mail/outbox';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const env = process.env as Record<string, string | undefined>;
const originalNodeEnv = env.NODE_ENV;

beforeEach(() => {
  env.OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'ug-outbox-page-'));
  env.NODE_ENV = originalNodeEnv;
  delete env.OUTBOX_PAGE;
});
afterAll(() => {
  env.NODE_ENV = originalNodeEnv;
});

const link = 'http://localhost:3000/user-confirm?token=tok123';

async function seedMessages() {
  const mail = await writeOutbox({
    channel: 'email',
    to: 'sita@example.com',
    subject: 'Confirm your email for Upahar Ghar',
    text: `Confirm: ${link}`,
    html: `<p>Namaste</p><a href="${link}">Confirm my email</a>`,
    links: [link],
  });
  const sms = await writeOutbox({ channel: 'sms', to: '9841234567', subject: 'Text message', text: '493817 is your Upahar Ghar login code.', html: '', links: [] });
  return { mail, sms };
}

const listPage = async (searchParams: Record<string, string> = {}) =>
  render(await OutboxPage({ searchParams: Promise.resolve(searchParams) }));

test('lists messages newest first with clickable links and SMS texts', async () => {
  const { mail } = await seedMessages();
  await listPage();
  const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  const texts = items.map((item) => item.textContent ?? '');
  const smsIndex = texts.findIndex((t) => t.includes('493817 is your Upahar Ghar login code.'));
  const mailIndex = texts.findIndex((t) => t.includes('Confirm your email for Upahar Ghar'));
  expect(smsIndex).toBeGreaterThanOrEqual(0);
  expect(smsIndex).toBeLessThan(mailIndex);
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  expect(screen.getByRole('link', { name: 'Confirm your email for Upahar Ghar' })).toHaveAttribute('href', `/dev/outbox/${mail.id}`);
});

test('filters by recipient and says when nothing matches', async () => {
  await seedMessages();
  await listPage({ to: '9841234567' });
  expect(screen.getByText('493817 is your Upahar Ghar login code.')).toBeInTheDocument();
  expect(screen.queryByText('Confirm your email for Upahar Ghar')).toBeNull();
});

test('an empty outbox says so', async () => {
  await listPage();
  expect(screen.getByText('The outbox is empty.')).toBeInTheDocument();
});

test('the detail view shows the HTML in a sandboxed frame and its links as plain links', async () => {
  const { mail } = await seedMessages();
  render(await OutboxMessagePage({ params: Promise.resolve({ id: mail.id }) }));
  const frame = screen.getByTitle('Email: Confirm your email for Upahar Ghar');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('Confirm my email');
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  await expect(OutboxMessagePage({ params: Promise.resolve({ id: '../../etc/passwd' }) })).rejects.toThrow('NEXT_NOT_FOUND');
});

test('in production the page is a 404 unless OUTBOX_PAGE=1', async () => {
  await seedMessages();
  env.NODE_ENV = 'production';
  await expect(OutboxPage({ searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_NOT_FOUND');
  env.OUTBOX_PAGE = '1';
  await listPage();
  expect(screen.getByText('493817 is your Upahar Ghar login code.')).toBeInTheDocument();
});
