import { toPublicUser } from '@/lib/server/services/accounts/public-user';
import type { UserRow } from '@/lib/server/auth/session';

const row: UserRow = {
  id: 7,
  username: 'sita.gurung',
  name: 'Sita Gurung',
  email: 'sita@example.com',
  phone: '9841234567',
  gender: 'female',
  dateOfBirth: '1995-04-14',
  avatarUploadId: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  emailConfirmedAt: new Date('2026-01-02T03:04:05Z'),
  phoneVerifiedAt: null,
  bio: '',
  city: null,
  isPrivate: false,
  avatarArt: null,
  role: 'customer',
  googleSub: 'google-123',
  facebookId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('toPublicUser', () => {
  it('shows the account as the contract says, with the avatar as a URL', () => {
    expect(toPublicUser(row)).toEqual({
      id: 7,
      username: 'sita.gurung',
      name: 'Sita Gurung',
      email: 'sita@example.com',
      phone: '9841234567',
      gender: 'female',
      dateOfBirth: '1995-04-14',
      avatar: '/media/uploads/3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
      bio: '',
      city: null,
      isPrivate: false,
      confirmed: true,
      emailVerified: true,
      phoneVerified: false,
      hasPassword: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('never carries the password hash or provider ids', () => {
    const json = JSON.stringify(toPublicUser(row));
    expect(json).not.toContain('argon2');
    expect(json).not.toContain('google-123');
  });

  it('reports an unconfirmed, password-less account without avatar', () => {
    const user = toPublicUser({ ...row, emailConfirmedAt: null, passwordHash: null, avatarUploadId: null, gender: 'robot' });
    expect(user).toMatchObject({ confirmed: false, emailVerified: false, hasPassword: false, avatar: null, gender: null });
  });
  it('falls back to the account’s generated avatar art when nothing was uploaded', () => {
    expect(toPublicUser({ ...row, avatarUploadId: null, avatarArt: '/media/avatar/c0392b/SS.svg' }).avatar).toBe('/media/avatar/c0392b/SS.svg');
  });
});
