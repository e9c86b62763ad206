import fs from 'node:fs';
import { FriendlyError } from './lifecycle';
import { runCommand } from './processes';

/**
 * A program from Debian's packages that a test or script needs (Chromium for the browser tests, nginx for the cluster):
 * installed with apt-get when `binary` is missing, as root or through sudo. Never downloaded from anywhere else.
 */
export async function ensureDebianPackage(binary: string, pkg: string): Promise<void> {
  if (fs.existsSync(binary)) return;
  console.log(`${binary} is missing: installing the ${pkg} package with apt-get (once)…`);
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (args: string[]) => (asRoot ? runCommand('apt-get', args, { env }) : runCommand('sudo', ['apt-get', ...args], { env }));
  const update = await aptGet(['update']);
  const install = update.code === 0 ? await aptGet(['install', '-y', pkg]) : update;
  if (install.code !== 0 || !fs.existsSync(binary)) {
    process.stderr.write(install.output.slice(-4000));
    throw new FriendlyError(`Could not install ${pkg} (apt-get exited with ${install.code}); install the ${pkg} package and retry.`);
  }
  console.log(`${pkg} installed.`);
}
