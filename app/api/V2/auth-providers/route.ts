import { authProviders } from '@/lib/server/auth/providers';
import { handle, ok } from '@/lib/server/http/respond';

// Which social logins this shop offers, so the login page shows only those buttons. Read from the environment on
// every request: never prerendered at build time with the build machine's settings.
export const dynamic = 'force-dynamic';

export const GET = handle(async () => ok(authProviders()));
