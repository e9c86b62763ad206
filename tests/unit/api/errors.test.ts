import { AxiosError, AxiosHeaders } from 'axios';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';

// lib/api/errors.ts recognises axios's errors without importing axios (the contact form reads errors on its first
// visit): a real AxiosError must still be read, anything else must fall back.

function axiosRefusal(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
    status: 422,
    statusText: 'Unprocessable Entity',
    headers: {},
    config,
    data,
  });
}

test("an axios error's envelope gives its message and its fields", () => {
  const error = axiosRefusal({ error: { message: 'Check the form.', fields: { email: 'Invalid email format' } } });
  expect(apiErrorMessage(error, 'fallback')).toBe('Check the form.');
  expect(apiFieldErrors(error)).toEqual({ email: 'Invalid email format' });
});

test('other errors, and axios errors without an envelope, fall back', () => {
  expect(apiErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  expect(apiErrorMessage({ response: { data: { error: { message: 'not axios' } } } }, 'fallback')).toBe('fallback');
  expect(apiErrorMessage(axiosRefusal('<html>'), 'fallback')).toBe('fallback');
  expect(apiFieldErrors(null)).toEqual({});
});
