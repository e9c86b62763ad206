import { uniqueUsername, usernameBase } from '@/lib/server/services/accounts/usernames';
import { usernameSchema } from '@/lib/validation/account';
import { useTestDatabase } from '../support/database';
import { signUp, useTempOutbox } from './support';

useTempOutbox();
useTestDatabase();

test('a name or email becomes a valid username', () => {
  expect(usernameBase('Sītā Gurung')).toBe('sita.gurung');
  expect(usernameBase('Asha.Rai+cakes@gmail.com')).toBe('asha.raicakes');
  expect(usernameBase('सीता')).toBe('user');
  expect(usernameBase('Al')).toBe('aluser');
  for (const input of ['Sītā Gurung', 'x', '!!!', 'A'.repeat(80), '  Ram   Bahadur  Thapa  ']) {
    expect(usernameSchema.safeParse(usernameBase(input)).success).toBe(true);
  }
});

test('a taken username gets a number, and the result is always free and valid', async () => {
  expect(await uniqueUsername('Hari Prasad')).toBe('hari.prasad');
  await signUp({ username: 'hari.prasad' });
  const next = await uniqueUsername('Hari Prasad');
  expect(next).toMatch(/^hari\.prasad\d{2,4}$/);
  expect(usernameSchema.safeParse(next).success).toBe(true);
  // Taken in another letter case counts as taken too.
  await signUp({ username: 'gita_k' });
  expect(await uniqueUsername('GITA_K')).not.toBe('gita_k');
});
