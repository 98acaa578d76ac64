import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ROUTES } from '@jobportal/platform-contract';
import { api, DEMO } from '../support/api';
import { seriousA11yViolations, type SeriousViolation } from '../support/axe';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';
import { loginStaff } from '../support/staff';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, serious and critical) over every route of the route table, for each role that can
 * see it, in Thai and English, on a phone (390x844, a phone's user agent) and a desktop (1366x900), plus the open
 * states: the login modal, the consent dialog, the apply dialog, the search filter drawer and the menu drawer.
 * Per role and screen, one page per language (side by side), signed in once, moving between routes as the app does
 * (history, no reload). Each test logs its violations per rule and its timings before it fails (issue 47).
 */
const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
const SCREENS: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA },
  desktop: { viewport: { width: 1366, height: 900 } },
};
type Screen = keyof typeof SCREENS;
type Role = 'guest' | 'candidate' | 'employer' | 'staff';
type Locale = 'th' | 'en';

interface Ids {
  blogSlug: string;
  jobId: string;
  companyId: string;
  /** a job candidate1 has not applied to: its page shows the apply button */
  openJobId: string;
  candidateApplicationId: string;
  employerJobId: string;
  employerCandidateUid: string;
  employerApplicationId: string;
}

const BACKOFFICE_AREAS = [
  'moderation',
  'verification',
  'content',
  'support',
  'privacy',
  'system',
  'releases',
  'audit',
];

/** The URLs a role visits: every route of the table it can see, parameters filled with real records. */
function urlsFor(role: Role, ids: Ids): string[] {
  const params: Record<string, string> = {
    slug: ids.blogSlug,
    id: role === 'employer' ? ids.employerJobId : ids.jobId,
    applicationId: role === 'employer' ? ids.employerApplicationId : ids.candidateApplicationId,
    jobuid: ids.employerJobId,
    candidateuid: ids.employerCandidateUid,
  };
  const urls: string[] = [];
  for (const route of ROUTES) {
    const backoffice = route.path.startsWith('/backoffice');
    const sees =
      role === 'staff'
        ? backoffice && route.id !== 'backofficeLogin'
        : role === 'guest'
          ? !route.guard || route.guard === 'guest-only' || route.id === 'backofficeLogin'
          : route.guard === (role === 'employer' ? 'corporate' : 'candidate');
    if (!sees) continue;
    if (backoffice && route.id === 'backofficeArea' && role === 'staff') {
      urls.push(...BACKOFFICE_AREAS.map((area) => `/backoffice/${area}`));
      continue;
    }
    if (route.id === 'backofficeItem') {
      if (role === 'staff') urls.push('/backoffice/content/new');
      continue;
    }
    if (backoffice && role === 'guest' && route.id !== 'backofficeLogin') continue;
    let url = route.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(
        route.id === 'corporatePublic'
          ? ids.companyId
          : route.id === 'corporateCandidateDetail'
            ? ids.employerCandidateUid
            : params[name],
      ),
    );
    if (route.id === 'candidateAuth' || route.id === 'corporateAuth') url += '?mode=confirm';
    urls.push(url);
  }
  // a signed-in person's header on the public pages they use most
  if (role === 'candidate') urls.push('/', '/candidate/jobs', `/candidate/jobs/${ids.jobId}`);
  if (role === 'employer') urls.push('/', '/corporate');
  return urls;
}

async function findIds(): Promise<Ids> {
  const blog = await api<{ data: { items: { slug: string }[] } }>('/blog?limit=1');
  const search = await api<{ data: { items: { id: string; company: { id: string } }[] } }>('/jobs/search');
  const jobs = search.body.data.items;
  const candidateToken = await idToken('candidate', DEMO.candidate.email, DEMO.candidate.password);
  const mine = await api<{ data: { items: { id: string; job: { id: string } }[] } }>(
    '/candidate/applications',
    candidateToken,
  );
  const applied = new Set(mine.body.data.items.map((a) => a.job.id));
  const employerToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const employerJobs = await api<{ data: { id: string }[] }>('/corporate/jobs', employerToken);
  let employerJobId = '';
  let application: { id: string; candidate: { uid: string } } | undefined;
  for (const job of employerJobs.body.data) {
    const list = await api<{ data: { id: string; candidate: { uid: string } }[] }>(
      `/corporate/jobs/${job.id}/applications`,
      employerToken,
    );
    if (list.body.data.length) {
      employerJobId = job.id;
      application = list.body.data[0];
      break;
    }
  }
  expect(application, 'employer1 has an application in the demo data').toBeDefined();
  return {
    blogSlug: blog.body.data.items[0].slug,
    jobId: jobs[0].id,
    companyId: jobs[0].company.id,
    openJobId: jobs.find((j) => !applied.has(j.id))!.id,
    candidateApplicationId: mine.body.data.items[0].id,
    employerJobId,
    employerCandidateUid: application!.candidate.uid,
    employerApplicationId: application!.id,
  };
}

/** Waits until nothing on the page is loading any more (skeletons, spinners, busy regions), at most 10 s. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const busy = document.querySelector(
          '.ant-skeleton, .ant-spin-spinning, [aria-busy="true"], #splash:not([hidden])',
        );
        const w = window as unknown as { __quietSince?: number };
        if (busy) {
          w.__quietSince = undefined;
          return false;
        }
        w.__quietSince ??= performance.now();
        return performance.now() - w.__quietSince > 200;
      },
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * Moves to a URL without a reload (history and popstate: the shell's router renders it). The router sees a Back, so
 * the page is put at the top first, as a link's new page is (ScrollRestore): a page left scrolled would have its top
 * under the sticky header.
 */
async function navigate(page: Page, url: string): Promise<void> {
  // A history entry as the router writes it: a key of its own (an entry without one is the router's "default", the
  // first page's key, and the shell's scroll restoration would put back that page's scroll position).
  await page.evaluate((to) => {
    window.scrollTo(0, 0);
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === url);
  await settle(page);
}

async function switchLocale(page: Page, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'jp_locale', value: locale, url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await settle(page);
}

/** Counts once per rule, place and element, and fails the pass at its end with every finding listed. */
class Findings {
  private readonly seen = new Map<string, SeriousViolation & { where: string }>();
  private readonly started = Date.now();
  private axeMs = 0;
  private runs = 0;

  async check(page: Page, where: string, include?: string): Promise<void> {
    const start = Date.now();
    const violations = await seriousA11yViolations(page, include);
    this.axeMs += Date.now() - start;
    this.runs++;
    for (const v of violations)
      v.targets.forEach((target, i) =>
        this.seen.set(`${v.id}|${where}|${target}`, {
          ...v,
          targets: [target],
          summaries: [v.summaries[i]],
          where,
        }),
      );
  }

  report(pass: string): void {
    const byRule = new Map<string, number>();
    for (const v of this.seen.values()) byRule.set(v.id, (byRule.get(v.id) ?? 0) + 1);
    const counts = [...byRule].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `a11y ${pass}: ${this.seen.size} serious/critical (${counts.join(', ') || 'none'}); ${this.runs} axe runs ` +
        `in ${seconds(Date.now() - this.started)} s (axe ${seconds(this.axeMs)} s)`,
    );
    const lines = [...this.seen.values()].map(
      (v) => `${v.id} (${v.impact}) ${v.where}: ${v.targets[0]} (${v.summaries[0]})`,
    );
    expect(lines, `axe, ${pass}`).toEqual([]);
  }
}

/** A page of its own for one pass, in Thai (the sign-in helpers fill Thai labels). */
async function newPage(browser: Browser, screen: Screen): Promise<Page> {
  const context = await browser.newContext({ ...SCREENS[screen], locale: 'th-TH' });
  await context.addCookies([{ name: 'jp_locale', value: 'th', url: BASE }]);
  return context.newPage();
}

async function visitAll(page: Page, urls: string[], findings: Findings, tag: string): Promise<void> {
  for (const url of urls) {
    await navigate(page, url);
    await findings.check(page, `${url} [${tag}]`);
  }
}

async function openMenuDrawer(page: Page, findings: Findings, tag: string): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^(เมนู|Menu)$/ })
    .click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  await findings.check(page, `menu drawer [${tag}]`, '.ant-drawer-open');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/**
 * Signs the page in as the role (a guest just opens the home page), in Thai: the sign-in helpers fill Thai labels.
 * Then the page at rest: hydrated (the shell writes the language cookie while it starts) and the sign-in's toast
 * closed, as a user would (on a phone it covers the top of the page for seconds).
 */
async function signIn(page: Page, role: Role): Promise<void> {
  if (role === 'guest') await page.goto('/');
  else if (role === 'staff') await loginStaff(page, 'admin');
  else await loginAs(page, role === 'employer' ? 'corporate' : 'candidate');
  await settle(page);
  const close = page.locator('.ant-notification-notice-close');
  for (let i = 0; i < 4 && (await close.count()) > 0; i++) await close.first().click();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

interface OpenStateContext {
  page: Page;
  findings: Findings;
  tag: string;
  screen: Screen;
  /** this pass also signs a new candidate in and checks the first-time consent dialog */
  consent: boolean;
}

async function filterDrawer({ page, findings, tag }: OpenStateContext): Promise<void> {
  await page.getByTestId('open-filters').click();
  await expect(page.locator('.ant-drawer-open')).toBeVisible();
  await findings.check(page, `filter drawer [${tag}]`, '.ant-drawer-open');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
}

/** The login modal (a guest's favourite), then, on one pass, a new candidate signing in there: the consent dialog. */
async function loginModalAndConsent({ page, findings, tag, consent }: OpenStateContext): Promise<void> {
  await page.getByTestId('job-card').first().getByTestId('favourite-button').click();
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('login-submit') });
  await expect(modal).toBeVisible();
  await findings.check(page, `login modal [${tag}]`, '.ant-modal-wrap');
  if (!consent) return;
  const email = uniqueEmail('a11y');
  await verifiedAccount('candidate', email, 'secret123');
  await modal.getByLabel(/^(อีเมล|E-mail|Email)$/).fill(email);
  await modal.getByLabel(/^(รหัสผ่าน|Password)$/).fill('secret123');
  await modal.getByTestId('login-submit').click();
  const dialog = page.getByRole('dialog').filter({ hasText: /การตั้งค่าความเป็นส่วนตัว|Privacy settings/ });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await findings.check(page, `consent dialog [${tag}]`, '.ant-modal-wrap');
}

async function applyDialog({ page, findings, tag }: OpenStateContext): Promise<void> {
  await navigate(page, `/candidate/jobs/${ids.openJobId}`);
  await page.getByTestId('apply-button').click();
  await expect(page.getByTestId('apply-form')).toBeVisible();
  await findings.check(page, `apply dialog [${tag}]`, '.ant-modal-wrap');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('apply-form')).toBeHidden();
}

/** The open states each role meets after its routes; the drawers are the phone's. */
const OPEN_STATES: Record<Role, (ctx: OpenStateContext) => Promise<void>> = {
  guest: async (ctx) => {
    await navigate(ctx.page, '/candidate/jobs');
    if (ctx.screen === 'phone') {
      await openMenuDrawer(ctx.page, ctx.findings, ctx.tag);
      await filterDrawer(ctx);
    }
    await loginModalAndConsent(ctx);
  },
  candidate: async (ctx) => {
    await applyDialog(ctx);
    if (ctx.screen === 'phone') await openMenuDrawer(ctx.page, ctx.findings, ctx.tag);
  },
  employer: async (ctx) => {
    if (ctx.screen === 'phone') await openMenuDrawer(ctx.page, ctx.findings, ctx.tag);
  },
  staff: async () => undefined,
};

const SEES: Record<Role, string> = {
  guest: 'every public route, the login modal, the consent dialog, the drawers',
  candidate: 'every candidate route, the apply dialog, the menu drawer',
  employer: 'every employer route, the menu drawer',
  staff: 'every back-office area',
};

let ids: Ids;
test.beforeAll(async () => {
  ids = await findIds();
});
test.describe.configure({ timeout: 240_000 });

for (const screen of ['phone', 'desktop'] as const)
  for (const role of ['guest', 'candidate', 'employer', 'staff'] as const)
    test(`${role}, ${screen}: ${SEES[role]}`, async ({ browser }) => {
      const findings = new Findings();
      // Thai and English side by side, each signed in once in a page of its own.
      const passes = (['th', 'en'] as const).map(async (locale) => {
        const page = await newPage(browser, screen);
        try {
          await signIn(page, role);
          if (locale !== 'th') await switchLocale(page, locale);
          const tag = `${role} ${screen} ${locale}`;
          await visitAll(page, urlsFor(role, ids), findings, tag);
          // the consent dialog once per screen: in Thai on the phone, in English on the desktop
          const consent = locale === (screen === 'phone' ? 'th' : 'en');
          await OPEN_STATES[role]({ page, findings, tag, screen, consent });
        } finally {
          await page.context().close();
        }
      });
      const failed = (await Promise.allSettled(passes)).find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      findings.report(`${role} ${screen}`);
    });
