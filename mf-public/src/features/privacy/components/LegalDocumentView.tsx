import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import type { LegalBlock, LegalDocument, PrivacyContent } from '../content/types';
import { privacyContentFor } from '../utils/loadContent';
import { formatDate } from '../../../shared/formatDate';
import { useLocale } from '../../../shared/useLocale';
import { LoadError } from '../../../shared/LoadError';
import { PRIVACY_NS } from '../i18n/texts';

/** One block of a section; a table scrolls sideways on a phone, so its frame is a named, focusable group. */
function Block({ block, labelledBy }: { block: LegalBlock; labelledBy: string }) {
  if ('p' in block) return <p>{block.p}</p>;
  if ('ul' in block) {
    return (
      <ul>
        {block.ul.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    // tabIndex: a keyboard user scrolls the table's hidden columns into view (WCAG 2.1.1, axe's
    // scrollable-region-focusable), the case the rule's documentation allows
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="pub-table-wrap" role="group" tabIndex={0} aria-labelledby={labelledBy}>
      <table>
        <thead>
          <tr>
            {block.table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LegalDocumentBody({ doc, locale }: { doc: LegalDocument; locale: 'th' | 'en' }) {
  const { t } = useTranslation([PRIVACY_NS, 'public']);
  return (
    <article>
      <h1>{doc.title}</h1>
      <p className="pub-muted" data-testid="legal-effective">
        {t('privacy.effective', { date: formatDate(doc.effectiveDate, locale) })} ·{' '}
        {t('privacy.version', { version: doc.version })}
      </p>
      {doc.intro.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <nav className="pub-toc" aria-labelledby="legal-toc">
        <strong id="legal-toc">{t('privacy.toc')}</strong>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>
            {i + 1}. {s.heading}
          </h2>
          {s.blocks.map((b, j) => (
            <Block key={j} block={b} labelledBy={`${s.id}-h`} />
          ))}
        </section>
      ))}
    </article>
  );
}

function PrivacySkeleton() {
  return (
    <div aria-busy="true">
      <div className="pub-skel" style={{ height: 36, width: '60%', marginBottom: 16 }} />
      {Array.from({ length: 10 }, (_, i) => (
        <div
          key={i}
          className="pub-skel"
          style={{ height: 16, width: `${95 - (i % 4) * 10}%`, marginBottom: 12 }}
        />
      ))}
    </div>
  );
}

/**
 * The text itself: it suspends until the locale's chunk is there. The server's renderer waits for it; a browser
 * hydrating the server's page keeps the server's text meanwhile, and one navigating here shows the placeholder.
 */
function PrivacyText({ kind, locale }: { kind: keyof PrivacyContent; locale: 'th' | 'en' }) {
  const { t } = useTranslation([PRIVACY_NS, 'public']);
  const loading = privacyContentFor(locale);
  const content = loading.value ?? use(loading.settled);
  if (!content) {
    return <LoadError onRetry={() => window.location.reload()} />;
  }
  const other =
    kind === 'notice'
      ? { to: '/privacy-policy', label: t('meta.privacyPolicy.title') }
      : { to: '/privacy-notice', label: t('meta.privacyNotice.title') };
  return (
    <>
      <LegalDocumentBody doc={content[kind]} locale={locale} />
      <p style={{ marginTop: 32 }}>
        {t('privacy.seeAlso')} <Link to={other.to}>{other.label}</Link>
      </p>
    </>
  );
}

/** /privacy-notice and /privacy-policy: the text of the current locale, loaded on demand. */
export function PrivacyPageView({ kind }: { kind: keyof PrivacyContent }) {
  const { t } = useTranslation([PRIVACY_NS, 'public']);
  const locale = useLocale();
  const metaKey = kind === 'notice' ? 'privacyNotice' : 'privacyPolicy';
  usePageMeta({ title: t(`meta.${metaKey}.title`), description: t(`meta.${metaKey}.description`) });
  return (
    <div className="pub-legal" data-testid={`page-privacy-${kind}`}>
      <Suspense fallback={<PrivacySkeleton />}>
        <PrivacyText kind={kind} locale={locale} />
      </Suspense>
    </div>
  );
}
