/**
 * `npx tsx api/src/cli/secrets.ts`: the table of docs/SECURITY.md "Secrets" (between its `secrets:start` and
 * `secrets:end` markers), rendered from the list production checks (src/secrets.ts).
 */
import { secretsTable } from '../secrets';

console.log(secretsTable());
