import fs from 'node:fs';
import { FriendlyError } from './lifecycle';
import { runCommand } from './processes';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser tests use the system Chromium (never a downloaded one); install it with apt when it is missing. */
export async function ensureChromium(): Promise<void> {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log(`${CHROMIUM_PATH} is missing: installing the chromium package with apt-get (once)…`);
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (args: string[]) => (asRoot ? runCommand('apt-get', args, { env }) : runCommand('sudo', ['apt-get', ...args], { env }));
  const update = await aptGet(['update']);
  const install = update.code === 0 ? await aptGet(['install', '-y', 'chromium']) : update;
  if (install.code !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    process.stderr.write(install.output.slice(-4000));
    throw new FriendlyError(`Could not install Chromium (apt-get exited with ${install.code}); install the chromium package and retry.`);
  }
  console.log('Chromium installed.');
}
