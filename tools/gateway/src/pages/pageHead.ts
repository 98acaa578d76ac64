import {
  CONTENT_META,
  fillTemplate,
  matchRoute,
  ROUTE_META,
  type ContentMeta,
  type Locale,
  type RouteDef,
} from '@jobportal/platform-contract';
import { PAGE_TEXTS, formatSalary, type PageTexts } from './catalogue';
import { breadcrumbJsonLd, jobPostingJsonLd, organizationJsonLd } from './jsonLd';
import type { PageData } from './pageData';
import { companyFallback, jobFallback, postFallback } from './fallback';
import { salaryHead } from './salaryPage';

/** The head of one HTML response, written by the server for its route, content and locale. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; alternates by hreflang (th, en, x-default). */
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  robots: 'index, follow' | 'noindex, nofollow';
  ogType: 'website' | 'article';
  image: string | null;
  jsonLd: Record<string, unknown>[];
}

export interface PageResult {
  status: 200 | 404 | 410 | 503;
  lang: Locale;
  head: PageHead;
  /** Main content visible without JavaScript (job, company, post pages), handed over to the app like a snapshot. */
  body: string | null;
}

export interface PageRequest {
  pathname: string;
  query: URLSearchParams;
  locale: Locale;
  /** The request named its language (?lang=th|en): that URL is its own canonical (hreflang alternates). */
  localeInUrl: boolean;
  runMode: string;
  publicBaseUrl: string;
}

const SITE_NAME = 'JobPortal';
const siteTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);
type MetaKey = keyof (typeof ROUTE_META)['th'];
const routeText = (locale: Locale, id: string) =>
  ROUTE_META[locale][id as MetaKey] ?? ROUTE_META[locale].default;
const textOf = (html: string, max: number) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};
const pick = (row: object, field: string, locale: Locale) => {
  const r = row as Record<string, string | undefined>;
  return (
    (locale === 'en' ? r[`${field}_en`] || r[`${field}_th`] : r[`${field}_th`] || r[`${field}_en`]) ?? ''
  );
};

/** Only guests' public pages of the default layout are indexed, in production, and only when they exist. */
function indexable(route: RouteDef | null, status: number, runMode: string): boolean {
  return (
    runMode === 'production' &&
    status === 200 &&
    !!route &&
    route.layout === 'default' &&
    !route.guard &&
    !route.noindex
  );
}

/** The head, status and fallback content of a path (pathname as requested, no trailing-slash redirect). */
export async function resolvePage(request: PageRequest, data: PageData): Promise<PageResult> {
  const { locale, pathname, query } = request;
  const base = request.publicBaseUrl.replace(/\/$/, '');
  const texts = PAGE_TEXTS[locale];
  const meta = CONTENT_META[locale];
  const match = matchRoute(pathname);
  const route = match?.route ?? null;
  const id = route?.id ?? 'notFound';
  // Job search keeps its query in the canonical URL (as the page does); everything else is the bare path.
  const searchQuery = id === 'candidateJobs' ? (query.get('main_input') ?? '').trim().slice(0, 100) : '';
  const path = route ? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) : pathname;
  const canonicalPath = searchQuery ? `${path}?main_input=${encodeURIComponent(searchQuery)}` : path;
  const withLang = (lang: Locale) => `${base}${canonicalPath}${searchQuery ? '&' : '?'}lang=${lang}`;

  const result: PageResult = {
    status: route ? 200 : 404,
    lang: locale,
    head: {
      title: siteTitle(routeText(locale, id).title),
      description: routeText(locale, id).description,
      canonical: request.localeInUrl ? withLang(locale) : `${base}${canonicalPath}`,
      alternates: [
        { hreflang: 'th', href: withLang('th') },
        { hreflang: 'en', href: withLang('en') },
        { hreflang: 'x-default', href: `${base}${canonicalPath}` },
      ],
      robots: 'noindex, nofollow',
      ogType: 'website',
      image: null,
      jsonLd: [],
    },
    body: null,
  };
  if (searchQuery) {
    result.head.title = siteTitle(fillTemplate(meta.searchQuery.title, { query: searchQuery }));
    result.head.description = fillTemplate(meta.searchQuery.description, { query: searchQuery });
  }
  const ctx = { base, texts, meta, locale, result, url: `${base}${path}` };
  if (id === 'candidateJobDetail') await jobPage(ctx, match!.params.id, data);
  else if (id === 'corporatePublic') await companyPage(ctx, match!.params.id, data);
  else if (id === 'blogPost') await postPage(ctx, match!.params.slug, data);
  else if (id === 'salaryInsight') await salaryPage(ctx, match!.params.family, match!.params.province, data);
  if (result.status === 404) {
    result.head.title = siteTitle(routeText(locale, 'notFound').title);
    result.head.description = routeText(locale, 'notFound').description;
    result.head.jsonLd = [];
    result.body = null;
  }
  result.head.robots = indexable(route, result.status, request.runMode)
    ? 'index, follow'
    : 'noindex, nofollow';
  return result;
}

interface Ctx {
  base: string;
  texts: PageTexts;
  meta: ContentMeta;
  locale: Locale;
  result: PageResult;
  /** Absolute URL of the page without query. */
  url: string;
}

const today = () => new Date().toISOString().slice(0, 10);

async function jobPage(ctx: Ctx, id: string, data: PageData): Promise<void> {
  const found = await data.job(id);
  if (found.status !== 'found') {
    ctx.result.status = found.status === 'missing' ? 404 : 503;
    return;
  }
  const job = found.data;
  const provinces = await data.provinces();
  const province = provinces.get(job.province_id)?.[ctx.locale] ?? '';
  const company = pick(job.company, 'name', ctx.locale);
  const salary = formatSalary(job, ctx.texts);
  // Closed, or past its closing date: gone for good (410), still with its head and content for a visitor.
  const gone =
    job.status !== 'published' || (!!job.valid_through && job.valid_through.slice(0, 10) < today());
  const head = ctx.result.head;
  head.title = siteTitle(fillTemplate(ctx.meta.job.title, { title: job.title, company }));
  head.description = fillTemplate(ctx.meta.job.description, { title: job.title, company, province, salary });
  head.image = job.company.logo_url ? new URL(job.company.logo_url, ctx.base).toString() : null;
  head.jsonLd = [
    ...(gone
      ? []
      : [
          jobPostingJsonLd(job, {
            companyName: company,
            provinceName: province,
            url: ctx.url,
            origin: ctx.base,
          }),
        ]),
    breadcrumbJsonLd([
      { name: ctx.texts.home, url: `${ctx.base}/` },
      { name: ctx.texts.jobs, url: `${ctx.base}/candidate/jobs` },
      { name: job.title, url: ctx.url },
    ]),
  ];
  ctx.result.status = gone ? 410 : 200;
  ctx.result.body = jobFallback({
    title: job.title,
    company,
    facts: [province, salary, ctx.meta.hireType[job.hire_type]].filter(Boolean),
    summary: textOf(job.description_html, 300),
    closed: gone ? ctx.texts.closed : null,
  });
}

async function companyPage(ctx: Ctx, id: string, data: PageData): Promise<void> {
  const found = await data.company(id);
  if (found.status !== 'found') {
    ctx.result.status = found.status === 'missing' ? 404 : 503;
    return;
  }
  const company = found.data;
  const name = pick(company, 'name', ctx.locale);
  const about = textOf(pick(company, 'about', ctx.locale), 300);
  const provinces = await data.provinces();
  const province =
    company.province_id != null ? (provinces.get(company.province_id)?.[ctx.locale] ?? null) : null;
  const head = ctx.result.head;
  head.title = siteTitle(name);
  head.description = about || ctx.meta.companyFallback;
  head.image = company.logo_url ? new URL(company.logo_url, ctx.base).toString() : null;
  head.jsonLd = [
    organizationJsonLd(company, {
      name,
      description: about,
      url: ctx.url,
      origin: ctx.base,
      provinceName: province,
    }),
  ];
  ctx.result.body = companyFallback({
    name,
    about,
    jobs: company.open_jobs.map((j) => ({ title: j.title, href: `/candidate/jobs/${j.id}` })),
  });
}

async function postPage(ctx: Ctx, slug: string, data: PageData): Promise<void> {
  const found = await data.blogPost(slug);
  if (found.status !== 'found') {
    ctx.result.status = found.status === 'missing' ? 404 : 503;
    return;
  }
  const post = found.data;
  const title = pick(post, 'title', ctx.locale);
  const head = ctx.result.head;
  head.title = siteTitle(title);
  head.description = textOf(pick(post, 'excerpt', ctx.locale), 300);
  head.ogType = 'article';
  head.image = post.cover_url ? new URL(post.cover_url, ctx.base).toString() : null;
  head.jsonLd = [
    breadcrumbJsonLd([
      { name: ctx.texts.home, url: `${ctx.base}/` },
      { name: ctx.texts.blog, url: `${ctx.base}/blog` },
      { name: title, url: ctx.url },
    ]),
  ];
  ctx.result.body = postFallback({ title, excerpt: head.description });
}

/** A role family in a province: its figures in the head and content; 404 where the floor is not met. */
async function salaryPage(ctx: Ctx, family: string, province: string, data: PageData): Promise<void> {
  const found = await data.salary(family, province);
  if (found.status !== 'found') {
    ctx.result.status = found.status === 'missing' ? 404 : 503;
    return;
  }
  const page = salaryHead(found.data, ctx.locale);
  const head = ctx.result.head;
  head.title = siteTitle(page.title);
  head.description = page.description;
  head.jsonLd = [
    breadcrumbJsonLd([
      { name: ctx.texts.home, url: `${ctx.base}/` },
      { name: page.crumb, url: `${ctx.base}/salary` },
      { name: page.title, url: ctx.url },
    ]),
  ];
  ctx.result.body = page.body;
}
