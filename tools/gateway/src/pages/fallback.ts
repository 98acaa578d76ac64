/**
 * The main content of a page as plain HTML, shown before (and without) JavaScript in `<div id="prerendered">`;
 * the shell keeps it on screen until its live page is ready and then swaps the whole element for #root
 * (shell/src/app/prerenderHandoff.ts), so nothing inside shifts and no markup has to match React's.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Layout of the fallback: the page width and type of the live pages, no design-system styles needed. */
export const FALLBACK_STYLE =
  '<style data-page-fallback>.page-fallback{max-width:1200px;margin:0 auto;padding:24px 16px;color:rgba(0,0,0,.88);' +
  'line-height:1.7}.page-fallback h1{font-size:24px;margin:0 0 4px;overflow-wrap:anywhere}' +
  '.page-fallback p{margin:8px 0}.page-fallback .facts{color:rgba(0,0,0,.65)}</style>';

const main = (inner: string) => `<main class="page-fallback" data-testid="page-fallback">${inner}</main>`;

export function jobFallback(job: {
  title: string;
  company: string;
  facts: string[];
  summary: string;
  closed: string | null;
}): string {
  return main(
    `<h1>${escapeHtml(job.title)}</h1><p>${escapeHtml(job.company)}</p>` +
      (job.closed ? `<p><strong>${escapeHtml(job.closed)}</strong></p>` : '') +
      `<p class="facts">${job.facts.map(escapeHtml).join(' · ')}</p><p>${escapeHtml(job.summary)}</p>`,
  );
}

export function companyFallback(company: {
  name: string;
  about: string;
  jobs: { title: string; href: string }[];
}): string {
  const jobs = company.jobs
    .slice(0, 20)
    .map((j) => `<li><a href="${escapeHtml(j.href)}">${escapeHtml(j.title)}</a></li>`)
    .join('');
  return main(
    `<h1>${escapeHtml(company.name)}</h1>` +
      (company.about ? `<p>${escapeHtml(company.about)}</p>` : '') +
      (jobs ? `<ul>${jobs}</ul>` : ''),
  );
}

export function postFallback(post: { title: string; excerpt: string }): string {
  return main(`<h1>${escapeHtml(post.title)}</h1><p>${escapeHtml(post.excerpt)}</p>`);
}
