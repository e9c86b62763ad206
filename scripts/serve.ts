import { startFrontServer } from '@/lib/server/front/server';
import { logger } from '@/lib/server/log/logger';
import { repoRoot } from './support/processes';

// The production web server's entry (what `npm start`, the e2e tests and the bench run after a build; build first with
// `npm run build`). The server itself, its speed-trick switches, logs and graceful shutdown are in lib/server/front
// (server.ts says what each part does; README "Running in production"). Reads PORT (default 3000) and listens on all
// interfaces, as `next start` does.

const port = Number(process.env.PORT ?? 3000);

startFrontServer({ port, dir: repoRoot }).catch((error: unknown) => {
  logger().error('The web server did not start', { error });
  process.exit(1);
});
