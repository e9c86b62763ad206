import { ensureDebianPackage } from './debian-package';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser tests use the system Chromium (never a downloaded one); install it with apt when it is missing. */
export async function ensureChromium(): Promise<void> {
  await ensureDebianPackage(CHROMIUM_PATH, 'chromium');
}
