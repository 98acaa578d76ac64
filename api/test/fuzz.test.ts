import { forEachDriver } from './helpers/app';
import { insertBlogPost } from './helpers/fixtures';
import { operationsOf, type OpenApiDoc } from './fuzz/openapi';
import { formatReport, runFuzz } from './fuzz/runner';
import { injectSender } from './fuzz/senders';
import { liftRateLimits, prepareWorld, ROLES } from './fuzz/world';

/**
 * Bounded fuzz from the API's own OpenAPI document: every operation, every role, bad values in every parameter
 * and body field, odd bodies, encodings and multipart. FUZZ_REQUESTS / FUZZ_SEED change the run; the on-demand
 * run (100,000 requests, optionally through the gateway) is `npm run fuzz -w @jobportal/api`.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 14);
liftRateLimits();

forEachDriver('fuzz: no input gets a 5xx, every error in the one shape', (ctx) => {
  it(`${REQUESTS} generated requests`, async () => {
    await insertBlogPost(ctx.db, 'fuzz-post');
    const send = injectSender(ctx.app);
    const doc = ctx.app.swagger() as unknown as OpenApiDoc;
    const world = await prepareWorld(send, operationsOf(doc));
    const report = await runFuzz({
      doc,
      send,
      roles: ROLES,
      auth: world.auth,
      known: world.known,
      requests: REQUESTS,
      seed: SEED,
    });
    process.stdout.write(`${formatReport(report, `fuzz [${ctx.driver}]`)}\n`);

    const ops = Object.values(report.byOperation);
    expect(ops.length).toBeGreaterThanOrEqual(50);
    expect(ops.filter((o) => o.roles.size < ROLES.length)).toEqual([]);
    expect(report.failures).toEqual([]);
    expect(report.fiveXX).toBe(0);
  }, 300_000);
});
