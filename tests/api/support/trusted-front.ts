import { markTrustedFront } from '@/lib/server/front/trusted-front';

// The API tests call route handlers directly, as the production server (scripts/serve.ts) would after resolving the
// client: its X-Forwarded-For, -Proto and -Host are then the front's own answer, which is what a test's headers stand
// for (freshIp() gives each test its own client address). How the front resolves them from the socket and
// TRUSTED_PROXIES is tested in tests/unit/server/forwarded.test.ts and, through the real server, in
// tests/e2e/security.spec.ts.
markTrustedFront();
