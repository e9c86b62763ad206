// What the blog's interactive parts say (SPEC §8 where it names the words).
export { NOT_AUTHENTICATED as NOT_AUTHENTICATED_MESSAGE } from '@/lib/domain/auth-messages';
