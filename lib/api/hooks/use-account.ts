import { useMutation, type UseMutationOptions } from '@/lib/api/react-query';
import type { Gender, LoginAnswer, PublicUser } from '@/lib/domain/account-types';
import { api, authApi } from '../client';
import { endpoints } from '../endpoints';

// The account calls of SPEC §7 as React Query mutations (contract-accounts.md has the bodies and answers). Each
// resolves with the envelope's `data`; errors stay axios errors so apiErrorMessage / apiFieldErrors can read them.

type Message = { message: string };
type UserAnswer = { user: PublicUser };

async function post<T>(path: string, body?: unknown, bearer = false): Promise<T> {
  const client = bearer ? authApi : api;
  return (await client.post<{ data: T }>(path, body ?? {})).data.data;
}

async function get<T>(path: string, params?: Record<string, string>, bearer = false): Promise<T> {
  const client = bearer ? authApi : api;
  return (await client.get<{ data: T }>(path, { params })).data.data;
}

export type SignupInput = { name: string; username: string; email: string; phone?: string; password: string; source?: string };
export type AvailabilityField = 'email' | 'phone' | 'username';
export type Availability = { field: AvailabilityField; value: string; available: boolean; message: string };
export type OtpSent = { sent: true; message: string; expiresInSeconds: number };
export type ProfileInput = {
  name?: string;
  gender?: Gender | null;
  dateOfBirth?: string | null;
  avatar?: File | null;
  bio?: string;
  city?: string | null;
  isPrivate?: boolean;
};

export const accountCalls = {
  signup: (input: SignupInput) => post<LoginAnswer>(endpoints.userSignup, { ...input, source: 'web' }),
  checkAvailability: (field: AvailabilityField, value: string) =>
    post<Availability>(endpoints.registerCheck, { [field]: value }),
  loginCheck: (identifier: string) => post<{ exists: boolean; methods: string[] }>(endpoints.loginCheck, { identifier }),
  loginPassword: (input: { identifier: string; password: string }) =>
    post<LoginAnswer>(endpoints.loginUser, { ...input, source: 'web' }),
  sendOtp: (identifier: string) => post<OtpSent>(endpoints.loginOtp, { identifier }),
  loginOtp: (input: { identifier: string; code: string }) => post<LoginAnswer>(endpoints.loginOtp, input),
  forgotPassword: (email: string) => post<Message>(endpoints.forgotPassword, { email }),
  verifyResetToken: (token: string) => post<{ valid: true; email: string }>(endpoints.verifyResetToken, { token }),
  newPassword: (input: { token: string; password: string; confirmPassword: string }) =>
    post<Message>(endpoints.newPassword, input),
  changePassword: (input: { currentPassword: string; password: string; confirmPassword: string; logoutOthers?: boolean }) =>
    post<Message>(endpoints.changePassword, input, true),
  confirmEmail: (token: string) => get<Message & { user?: PublicUser }>(endpoints.userConfirm, { token }, true),
  resendConfirmation: (email?: string) => post<Message>(endpoints.resendConfirmation, email ? { email } : {}, true),
  /** verify-email / verify-phone: without a code sends one; with it confirms. */
  verifyContact: (kind: 'email' | 'phone', code?: string) =>
    post<Partial<UserAnswer> & Partial<Message>>(kind === 'email' ? endpoints.verifyEmail : endpoints.verifyPhone, code ? { code } : {}, true),
  /** update-email / update-phone: without a code sends one to the new value; with it applies the change. */
  updateContact: (kind: 'email' | 'phone', value: string, code?: string) =>
    post<Partial<UserAnswer> & Partial<Message>>(
      kind === 'email' ? endpoints.updateEmail : endpoints.updatePhone,
      { [kind]: value, ...(code ? { code } : {}) },
      true,
    ),
  updateProfile: async (input: ProfileInput): Promise<UserAnswer> => {
    if (input.avatar) {
      const form = new FormData();
      if (input.name !== undefined) form.set('name', input.name);
      if (input.gender) form.set('gender', input.gender);
      if (input.dateOfBirth) form.set('dateOfBirth', input.dateOfBirth);
      if (input.bio !== undefined) form.set('bio', input.bio);
      if (input.city !== undefined) form.set('city', input.city ?? '');
      if (input.isPrivate !== undefined) form.set('isPrivate', String(input.isPrivate));
      form.set('avatar', input.avatar);
      return (await authApi.post<{ data: UserAnswer }>(endpoints.updateProfile, form)).data.data;
    }
    const { name, gender, dateOfBirth, bio, city, isPrivate } = input;
    return post<UserAnswer>(endpoints.updateProfile, { name, gender, dateOfBirth, bio, city, isPrivate }, true);
  },
  validateToken: () => get<{ valid: true; user: PublicUser }>(endpoints.validateToken, undefined, true),
  userProfile: () => get<UserAnswer>(endpoints.userProfile, undefined, true),
};

type Calls = typeof accountCalls;
type MutationOf<K extends keyof Calls> = Calls[K] extends (...args: infer A) => Promise<infer R>
  ? { args: A; result: R }
  : never;

/** One mutation per account call; the variables are the call's arguments as a tuple, e.g. mutate(['email', 'a@b.np']). */
export function useAccountMutation<K extends keyof Calls>(
  name: K,
  options: Omit<UseMutationOptions<MutationOf<K>['result'], unknown, MutationOf<K>['args']>, 'mutationFn'> = {},
) {
  return useMutation<MutationOf<K>['result'], unknown, MutationOf<K>['args']>({
    ...options,
    mutationFn: (args) => (accountCalls[name] as (...a: MutationOf<K>['args']) => Promise<MutationOf<K>['result']>)(...args),
    retry: false,
  });
}
