import 'server-only';

// Staff verify businesses and approve influencers before they go public. The demo shop (npm start on the embedded
// database, and the e2e server) has no staff to ask, so there every application is approved as it arrives:
// scripts/start.ts and scripts/e2e.ts set DEMO_MODE=1. Read on every call, so a test can switch it.

export function reviewsAreAutomatic(): boolean {
  return process.env.DEMO_MODE === '1';
}
