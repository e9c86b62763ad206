import { COMMON_PASSWORDS, isCommonPassword } from '@/lib/validation/common-passwords';
import { changePasswordSchema, MESSAGES, passwordSchema } from '@/lib/validation/account';

const messagesFor = (password: unknown) => {
  const result = passwordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the password rule', () => {
  it('refuses fewer than 8 characters and accepts exactly 8', () => {
    expect(messagesFor('kh7#qzp')).toEqual(['Passwords need at least 8 characters.']);
    expect(messagesFor('kh7#qzpw')).toEqual([]);
  });

  it('accepts up to 128 characters and refuses 129', () => {
    expect(messagesFor('momo-'.repeat(25) + 'dal')).toEqual([]); // 128
    expect(messagesFor('momo-'.repeat(25) + 'dalb')).toEqual([MESSAGES.passwordLong]);
  });

  it('has no composition rules: lower-case words and spaces are fine, and nothing is trimmed', () => {
    expect(messagesFor('dal bhat tarkari')).toEqual([]);
    expect(passwordSchema.parse('  himalayan tea  ')).toBe('  himalayan tea  ');
  });

  it('refuses common passwords in any letter case', () => {
    for (const common of ['password', 'Password1', 'ILOVEYOU', 'qwerty123', 'Sunshine', 'Nepal@123']) {
      expect(messagesFor(common)).toEqual(['This password is too common. Choose another.']);
    }
  });

  it('asks for a password when none is sent', () => {
    expect(messagesFor(undefined)).toEqual([MESSAGES.passwordShort]);
  });
});

describe('the common-password list', () => {
  it('holds at least 500 passwords, lower-cased, every one long enough to pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(500);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('does not flag an uncommon password', () => {
    expect(isCommonPassword('sel-roti on a rainy tuesday')).toBe(false);
  });
});

describe('change-password form rules', () => {
  const valid = { currentPassword: 'old secret words', password: 'new secret words', confirmPassword: 'new secret words' };

  it('accepts a matching, different new password', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('says so beside the confirmation when it does not match', () => {
    const result = changePasswordSchema.safeParse({ ...valid, confirmPassword: 'new secret wordz' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match.' })]);
  });

  it('refuses the current password as the new one', () => {
    const result = changePasswordSchema.safeParse({ ...valid, currentPassword: valid.password });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: MESSAGES.passwordSame })]);
  });
});
