/**
 * Staff roles of the back office: `npm run staff -- grant <email> <role>`, `revoke <email> <role|all>`, `list`.
 * Talks to the configured Firebase project through firebase-admin (the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set; a real project with GOOGLE_APPLICATION_CREDENTIALS otherwise), in the staff
 * tenant (FIREBASE_TENANT_STAFF). A revoke signs the person out on every device at once.
 */
import { STAFF_ROLES } from '../auth/identity';
import { firebaseAuth } from '../auth/firebase';
import { loadConfig } from '../config';
import { isStaffRole, StaffAccounts } from '../services/backoffice/staff-accounts';

const USAGE = `usage: npm run staff -- grant <email> <role> | revoke <email> <role|all> | list
roles: ${STAFF_ROLES.join(', ')}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Runs one command; returns the exit code. */
export async function runStaffCli(
  accounts: StaffAccounts,
  argv: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, email, role] = argv;
  if (command === 'list') {
    const all = await accounts.list();
    if (all.length === 0) out('no staff accounts');
    for (const a of all)
      out(
        `${a.email}\t${a.roles.join(',') || '(no role)'}${a.disabled ? '\tdisabled' : ''}${a.mfa ? '\tmfa' : ''}`,
      );
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || !email || !EMAIL.test(email) || !role) {
    out(USAGE);
    return 2;
  }
  if (command === 'grant') {
    if (!isStaffRole(role)) {
      out(`unknown role "${role}"\n${USAGE}`);
      return 2;
    }
    const { account, setupLink } = await accounts.grant(email, role);
    out(`${account.email}: ${account.roles.join(', ')}`);
    if (setupLink) out(`new staff account: send this link to the person to choose a password:\n${setupLink}`);
    return 0;
  }
  if (role !== 'all' && !isStaffRole(role)) {
    out(`unknown role "${role}"\n${USAGE}`);
    return 2;
  }
  const account = await accounts.revoke(email, role);
  if (!account) {
    out(`no staff account ${email}`);
    return 1;
  }
  out(`${account.email}: ${account.roles.join(', ') || '(no role)'}; signed out on every device`);
  return 0;
}

async function main(): Promise<void> {
  // A demo- project exists only in the emulator: without an emulator address, the local one of `npm start`.
  const config = loadConfig();
  if (!config.authEmulatorHost && config.firebaseProjectId.startsWith('demo-'))
    config.authEmulatorHost = '127.0.0.1:9099';
  const accounts = new StaffAccounts(firebaseAuth(config), config.tenantStaff);
  process.exitCode = await runStaffCli(accounts, process.argv.slice(2), (line) => console.log(line));
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
