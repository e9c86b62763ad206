import 'server-only';
import { eq } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { staffSecondFactors } from '@/lib/server/db/schema';
import { isDemoSecret } from '@/lib/server/db/seed/staff';
import { ApiError } from '@/lib/server/http/errors';
import { emailSchema } from '@/lib/validation/account';
import { accountIdByEmail, addStaff, changeStaffRole, createStaffAccount, listStaff, removeStaff, resetStaffSecondFactor, staffIdByEmail, type StaffMember } from './members';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp';

// `npm run staff -- <command>` (scripts/staff.ts connects, this does the work): how the first owner is made, and how
// an operator with the database fixes staff when no owner can sign in. Answers the lines to print and an exit code
// (0 done, 1 refused, 2 not understood), so it is tested like any service.

export const STAFF_USAGE = [
  'Usage: npm run staff -- <command>',
  '  add <email> <role> [--name "Full Name"]  make an account staff (creates it, with a printed password, if none uses the email)',
  '  list                                    every staff member, their role and second factor',
  '  role <email> <role>                     change a staff member’s role',
  '  remove <email>                          back to an ordinary customer account',
  '  reset-2fa <email>                       forget their authenticator: they set it up again at /admin',
  '  code <email>                            the current code of a demo staff member (demo accounts only)',
  `Roles: ${STAFF_ROLES.join(', ')}`,
];

export type CommandResult = { code: number; lines: string[] };

const usage = (problem: string): CommandResult => ({ code: 2, lines: [problem, ...STAFF_USAGE] });

function parseEmail(raw: string | undefined): string {
  const parsed = emailSchema.safeParse(raw ?? '');
  if (!parsed.success) throw new ApiError(400, `Not an email address: ${raw ?? '(none)'}`, 'validation_error');
  return parsed.data;
}

function parseRole(raw: string | undefined): StaffRole {
  const role = raw?.trim().toLowerCase();
  if (!isStaffRole(role)) throw new ApiError(400, `Not a staff role: ${raw ?? '(none)'}. Roles: ${STAFF_ROLES.join(', ')}`, 'validation_error');
  return role;
}

const describe = (member: StaffMember) => `${member.name} <${member.email ?? 'no email'}> is ${STAFF_ROLE_LABELS[member.role]}`;

function optionValue(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(name);
  if (at < 0) return { value: undefined, rest: args };
  return { value: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function table(members: StaffMember[]): string[] {
  if (members.length === 0) return ['No staff yet. Make the first owner: npm run staff -- add <email> owner'];
  const rows = members.map((m) => [m.email ?? '—', m.role, m.name, m.phone ?? '—', m.secondFactor === 'confirmed' ? 'set up' : m.secondFactor === 'pending' ? 'set-up started' : 'not set up']);
  const header = ['email', 'role', 'name', 'phone', 'authenticator'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

async function run(argv: string[], now: Date): Promise<CommandResult> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'add': {
      const { value: name, rest: args } = optionValue(rest, '--name');
      if (args.length !== 2) return usage('add takes an email and a role.');
      const email = parseEmail(args[0]);
      const role = parseRole(args[1]);
      if ((await accountIdByEmail(email)) !== null) {
        const member = await addStaff(email, role);
        return { code: 0, lines: [`${describe(member)} now. They log in as usual at /login, then set up their authenticator at /admin.`] };
      }
      const { member, password } = await createStaffAccount(email, role, name);
      return {
        code: 0,
        lines: [
          `Created ${member.name} <${member.email}> as ${STAFF_ROLE_LABELS[member.role]}.`,
          `  Password (shown once, give it to them privately): ${password}`,
          '  They log in at /login, set up their authenticator at /admin, and change the password from their profile.',
        ],
      };
    }
    case 'list':
      if (rest.length) return usage('list takes nothing.');
      return { code: 0, lines: table(await listStaff()) };
    case 'role': {
      if (rest.length !== 2) return usage('role takes an email and a role.');
      const member = await changeStaffRole(await staffIdByEmail(parseEmail(rest[0])), parseRole(rest[1]));
      return { code: 0, lines: [`${describe(member)} now. Their back-office sessions need the second factor again.`] };
    }
    case 'remove': {
      if (rest.length !== 1) return usage('remove takes an email.');
      const email = parseEmail(rest[0]);
      await removeStaff(await staffIdByEmail(email));
      return { code: 0, lines: [`${email} is an ordinary customer account now; their back-office access has ended.`] };
    }
    case 'reset-2fa': {
      if (rest.length !== 1) return usage('reset-2fa takes an email.');
      const member = await resetStaffSecondFactor(await staffIdByEmail(parseEmail(rest[0])));
      return { code: 0, lines: [`${member.email}: authenticator forgotten. They set it up again at their next visit to /admin.`] };
    }
    case 'code': {
      if (rest.length !== 1) return usage('code takes an email.');
      const email = parseEmail(rest[0]);
      const id = await staffIdByEmail(email);
      const [factor] = await getDb().select({ secret: staffSecondFactors.secret }).from(staffSecondFactors).where(eq(staffSecondFactors.userId, id));
      if (!factor || !isDemoSecret(email, factor.secret)) {
        return { code: 1, lines: [`${email} is not a demo staff account: its codes come only from its own authenticator app.`] };
      }
      const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
      return { code: 0, lines: [`${totpCode(factor.secret, now)}  (${email}, good for ${secondsLeft} s more; secret ${factor.secret})`] };
    }
    case undefined:
    case 'help':
    case '--help':
      return { code: command === undefined ? 2 : 0, lines: STAFF_USAGE };
    default:
      return usage(`Unknown command: ${command}`);
  }
}

/** Runs one `npm run staff` command. A refusal (unknown email, last owner, …) is exit code 1 with the reason. */
export async function runStaffCommand(argv: string[], now = new Date()): Promise<CommandResult> {
  try {
    return await run(argv, now);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.status === 400 ? 2 : 1, lines: [error.message] };
    throw error;
  }
}
