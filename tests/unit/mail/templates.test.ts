/** @jest-environment node */
import { confirmEmailMail } from '@/lib/server/mail/templates/confirm-email';
import { loginCodeMail, loginCodeSms } from '@/lib/server/mail/templates/login-code';
import { resetPasswordMail } from '@/lib/server/mail/templates/reset-password';
import { verifyCodeMail, verifyCodeSms } from '@/lib/server/mail/templates/verify-code';
import { linksIn } from '@/lib/server/mail/transport';

const url = 'https://upahar.example/user-confirm?token=abc_DEF-123&x=1';

test('the confirmation mail has a real button link, the same link in its text part, and the shop name', () => {
  const mail = confirmEmailMail({ to: 'sita@example.com', name: 'Sita Gurung', url, validHours: 48 });
  expect(mail.subject).toBe('Confirm your email for Upahar Ghar');
  expect(linksIn(mail.html)).toContain(url);
  expect(mail.html).toMatch(/<a href="https:\/\/upahar\.example\/user-confirm\?token=abc_DEF-123&amp;x=1"[^>]*>Confirm my email<\/a>/);
  expect(mail.text).toContain(`Confirm my email: ${url}`);
  expect(mail.text).toContain('Namaste Sita,');
  expect(mail.text).toContain('48 hours');
  expect(mail.html).toContain('Upahar Ghar');
  expect(mail.html).toContain('#d81b4a');
  expect(mail.links).toEqual([url]);
});

test('the reset mail links to the reset page and says how long the link lasts', () => {
  const reset = 'https://upahar.example/reset-password?token=t0k3n';
  const mail = resetPasswordMail({ to: 'sita@example.com', name: 'Sita', url: reset, validMinutes: 60 });
  expect(linksIn(mail.html)).toContain(reset);
  expect(mail.text).toContain(reset);
  expect(mail.text).toContain('60 minutes');
});

test('code mails and texts carry the code; the subject leads with it', () => {
  const login = loginCodeMail({ to: 'sita@example.com', name: 'Sita', code: '042917', validMinutes: 10 });
  expect(login.subject).toBe('042917 is your Upahar Ghar login code');
  expect(login.html).toContain('042917');
  expect(login.text).toContain('042917');
  expect(loginCodeSms('042917', 10)).toBe('042917 is your Upahar Ghar login code. It expires in 10 minutes. Do not share it with anyone.');

  const change = verifyCodeMail({ to: 'new@example.com', name: 'Sita', code: '555123', validMinutes: 10, reason: 'change' });
  expect(change.text).toContain('Until then, your account keeps its current address.');
  expect(verifyCodeSms('555123', 10, 'verify')).toContain('555123');
});

test('names are escaped in the HTML, and no mail loads a remote image', () => {
  const mail = confirmEmailMail({ to: 'x@example.com', name: '<script>alert(1)</script>', url, validHours: 48 });
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;');
  for (const html of [mail.html, loginCodeMail({ to: 'x@example.com', name: '', code: '123456', validMinutes: 10 }).html]) {
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/url\(/i);
  }
});
