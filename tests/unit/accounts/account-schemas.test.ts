import { loginSchema, phoneSchema, profileUpdateSchema, registerCheckSchema, signupSchema, usernameSchema } from '@/lib/validation/account';

const fieldMessages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('sign-up rules', () => {
  const valid = { name: 'Sita Gurung', username: 'Sita_G', email: ' Sita@Example.COM ', phone: '+977 984-1234567', password: 'yak cheese tastes good' };

  it('normalises what the user typed: lower-case email and username, 10-digit phone', () => {
    expect(signupSchema.parse(valid)).toMatchObject({ username: 'sita_g', email: 'sita@example.com', phone: '9841234567' });
  });

  it('treats an empty phone as not given', () => {
    expect(signupSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
  });

  it('puts every message beside its field', () => {
    const result = signupSchema.safeParse({ name: 'S', username: 'a!', email: 'sita@', phone: '12345', password: 'short' });
    expect(fieldMessages(result)).toEqual({
      name: 'Enter your name (2–80 characters).',
      username: 'Usernames use 3–30 letters, numbers, dots or underscores.',
      email: 'Enter a valid email address.',
      phone: 'Enter a Nepali mobile number (98XXXXXXXX).',
      password: 'Passwords need at least 8 characters.',
    });
  });

  it('checks the confirmation when the form sends one', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: 'something else' });
    expect(fieldMessages(result)).toEqual({ confirmPassword: 'Passwords do not match.' });
  });
});

describe('usernames and phones', () => {
  it.each(['ab', 'a'.repeat(31), 'sita gurung', 'sita-g', 'सीता'])('refuses %p as a username', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(false);
  });

  it.each([['9841234567'], ['+9779801234567'], ['00977 986 123 4567'], [9851234567]])('accepts %p as a Nepali mobile', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(true);
  });

  it.each([['014412345'], ['9991234567'], ['98412345'], ['']])('refuses %p as a Nepali mobile', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(false);
  });
});

describe('login and availability checks', () => {
  it('needs an identifier and a password', () => {
    expect(fieldMessages(loginSchema.safeParse({ identifier: '  ', password: '' }))).toEqual({
      identifier: 'Enter your email, phone number or username.',
      password: 'Enter your password.',
    });
  });

  it('checks exactly one of email, phone or username', () => {
    expect(registerCheckSchema.safeParse({ username: 'sita.g' }).success).toBe(true);
    expect(fieldMessages(registerCheckSchema.safeParse({}))).toEqual({ _: 'Send exactly one of email, phone or username.' });
    expect(registerCheckSchema.safeParse({ username: 'sita.g', email: 'sita@example.com' }).success).toBe(false);
  });
});

describe('profile rules', () => {
  it('accepts a real past date of birth and clears fields sent empty', () => {
    expect(profileUpdateSchema.parse({ dateOfBirth: '2000-02-29', gender: '' })).toEqual({ dateOfBirth: '2000-02-29', gender: null });
  });

  it.each([
    ['2001-02-29', 'Enter a real date of birth.'],
    ['14/04/1995', 'Enter a real date of birth.'],
    ['2999-01-01', 'Your date of birth cannot be in the future.'],
    ['1850-06-01', 'Enter a date of birth within the last 120 years.'],
  ])('refuses %p: %p', (dateOfBirth, message) => {
    expect(fieldMessages(profileUpdateSchema.safeParse({ dateOfBirth }))).toEqual({ dateOfBirth: message });
  });

  it('refuses a gender outside male, female or other', () => {
    expect(fieldMessages(profileUpdateSchema.safeParse({ gender: 'robot' }))).toEqual({ gender: 'Choose male, female or other.' });
  });
});
