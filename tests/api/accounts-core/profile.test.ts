import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as updateProfile } from '@/app/api/V2/update-profile/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { GET as media } from '@/app/media/uploads/[id]/route';
import { uploads } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, fileOf, jpegHeader, ORIGIN, postForm, signUp, solidPng, useTempOutbox, userRow } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const AVATAR_REFUSED = 'Upload a JPEG, PNG or WebP image up to 2 MB.';

const update = (token: string, body: unknown) =>
  callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body, headers: bearer(token) });
const me = async (token: string) => (await callRoute(profile, { url: '/api/V2/user-profile', headers: bearer(token) })).body.data.user;

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** Fetches an avatar URL from the media route, as the browser would. */
async function fetchMedia(url: string) {
  const id = url.split('/').pop() ?? '';
  const response = await media(new NextRequest(new URL(url, ORIGIN)), { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('user-profile', () => {
  test('answers the logged-in user without secrets', async () => {
    const { token, user, person } = await signUp();
    const answer = await callRoute(profile, { url: '/api/V2/user-profile', headers: bearer(token) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ id: user.id, email: person.email, hasPassword: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });

  test('is 401 without a session', async () => {
    expect((await callRoute(profile, { url: '/api/V2/user-profile' })).status).toBe(401);
  });
});

describe('update-profile with JSON', () => {
  test('changes only the fields sent and the change shows in the profile', async () => {
    const { token } = await signUp();
    const answer = await update(token, { name: '  Sita Thapa Magar ', gender: 'female', dateOfBirth: '1996-04-13' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ name: 'Sita Thapa Magar', gender: 'female', dateOfBirth: '1996-04-13' });

    await update(token, { gender: 'other' });
    expect(await me(token)).toMatchObject({ name: 'Sita Thapa Magar', gender: 'other', dateOfBirth: '1996-04-13' });
  });

  test('empty gender and date of birth clear them', async () => {
    const { token } = await signUp();
    await update(token, { gender: 'male', dateOfBirth: '1990-01-01' });
    const cleared = await update(token, { gender: '', dateOfBirth: null });
    expect(cleared.body.data.user).toMatchObject({ gender: null, dateOfBirth: null });
  });

  test('refuses bad values with a message beside each field and changes nothing', async () => {
    const { token } = await signUp();
    const answer = await update(token, { name: 'S', gender: 'robot', dateOfBirth: '2999-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      name: 'Enter your name (2–80 characters).',
      gender: 'Choose male, female or other.',
      dateOfBirth: 'Your date of birth cannot be in the future.',
    });
    expect((await update(token, { dateOfBirth: '2001-02-29' })).body.error.fields).toEqual({ dateOfBirth: 'Enter a real date of birth.' });
    expect((await update(token, { dateOfBirth: '1890-05-05' })).body.error.fields).toEqual({
      dateOfBirth: 'Enter a date of birth within the last 120 years.',
    });
    expect((await update(token, '{oops')).status).toBe(400);
    expect(await me(token)).toMatchObject({ name: 'Sita Gurung', gender: null, dateOfBirth: null });
  });

  test('is 401 without a session', async () => {
    const answer = await callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body: { name: 'Nobody' } });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('User is not authenticated');
  });
});

describe('update-profile with an avatar', () => {
  test('a PNG is stored, linked from the profile and served back byte for byte', async () => {
    const { token } = await signUp();
    const png = solidPng(64, 48);
    const answer = await postForm(updateProfile, '/api/V2/update-profile', form({ name: 'Sita Rai', avatar: fileOf(png, 'me.png', 'image/png') }), bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.name).toBe('Sita Rai');
    expect(answer.body.data.user.avatar).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}$/);
    expect((await me(token)).avatar).toBe(answer.body.data.user.avatar);

    const served = await fetchMedia(answer.body.data.user.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.bytes.equals(png)).toBe(true);
    // By its id: the seed holds uploads of its own (the demo customer's CV).
    const avatarId = String(answer.body.data.user.avatar).split('/').pop()!;
    const [row] = await db().select({ width: uploads.width, height: uploads.height }).from(uploads).where(eq(uploads.id, avatarId));
    expect(row).toEqual({ width: 64, height: 48 });
  });

  test('the type comes from the bytes, not from the name or the declared type', async () => {
    const { token } = await signUp();
    const jpeg = jpegHeader(120, 90);
    const answer = await postForm(updateProfile, '/api/V2/update-profile', form({ avatar: fileOf(jpeg, 'photo.png', 'image/png') }), bearer(token));
    expect(answer.status).toBe(200);
    const served = await fetchMedia(answer.body.data.user.avatar);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  test('a new avatar replaces the old one, whose URL then answers 404', async () => {
    const { token, user } = await signUp();
    const first = await postForm(updateProfile, '/api/V2/update-profile', form({ avatar: fileOf(solidPng(8, 8), 'a.png', 'image/png') }), bearer(token));
    const second = await postForm(updateProfile, '/api/V2/update-profile', form({ avatar: fileOf(solidPng(9, 9, [0, 0, 255]), 'b.png', 'image/png') }), bearer(token));
    expect(second.body.data.user.avatar).not.toBe(first.body.data.user.avatar);
    expect((await fetchMedia(first.body.data.user.avatar)).status).toBe(404);
    expect((await fetchMedia(second.body.data.user.avatar)).status).toBe(200);
    const mine = await db().select({ n: sql<number>`count(*)::int` }).from(uploads).where(eq(uploads.userId, user.id));
    expect(mine[0]?.n).toBe(1);
  });

  test.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml'],
    ['a script renamed to .png', Buffer.from('<script>alert(document.cookie)</script>'), 'evil.png', 'image/png'],
    ['a PNG signature with nothing after it', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'cut.png', 'image/png'],
  ])('%s is refused beside the avatar field', async (_label, bytes, name, type) => {
    const { token } = await signUp();
    const answer = await postForm(updateProfile, '/api/V2/update-profile', form({ name: 'Not Saved', avatar: fileOf(bytes, name, type) }), bearer(token));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ avatar: AVATAR_REFUSED });
    expect(await me(token)).toMatchObject({ avatar: null, name: 'Sita Gurung' });
  });

  test('an image over 2 MB is refused', async () => {
    const { token } = await signUp();
    const big = Buffer.concat([solidPng(10, 10), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const answer = await postForm(updateProfile, '/api/V2/update-profile', form({ avatar: fileOf(big, 'big.png', 'image/png') }), bearer(token));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ avatar: AVATAR_REFUSED });
  });

  test('a form without a chosen file keeps the current avatar', async () => {
    const { token } = await signUp();
    const first = await postForm(updateProfile, '/api/V2/update-profile', form({ avatar: fileOf(solidPng(4, 4), 'a.png', 'image/png') }), bearer(token));
    const again = await postForm(updateProfile, '/api/V2/update-profile', form({ name: 'Sita K', avatar: fileOf(Buffer.alloc(0), '', 'application/octet-stream') }), bearer(token));
    expect(again.status).toBe(200);
    expect(again.body.data.user).toMatchObject({ name: 'Sita K', avatar: first.body.data.user.avatar });
  });
});

describe('/media/uploads/{id}', () => {
  test('an unknown or malformed id is a plain 404', async () => {
    for (const url of ['/media/uploads/00000000-0000-4000-8000-000000000000', '/media/uploads/not-a-uuid', "/media/uploads/1' OR '1'='1"]) {
      const answer = await fetchMedia(url);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/plain');
    }
  });

  test('uploads that are not avatars are not served', async () => {
    const { user } = await signUp();
    const [row] = await db()
      .insert(uploads)
      .values({ userId: user.id, kind: 'private-document', contentType: 'image/png', bytes: solidPng(2, 2) })
      .returning({ id: uploads.id });
    expect((await fetchMedia(`/media/uploads/${row?.id}`)).status).toBe(404);
    expect((await userRow(user.id)).avatarUploadId).toBeNull();
  });
});
