import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { theme } from 'antd';
import { pageWindow } from './pageWindow';

export interface LinkPagerProps {
  /** 1-based current page. */
  page: number;
  /** Number of pages; nothing renders for one page. */
  count: number;
  /** The URL of a page (crawlable links: /blog?page=2, /candidate/jobs?...&page=3). */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation (default "เลขหน้า" / "Pages"). */
  label?: string;
  'data-testid'?: string;
}

/** Paging as plain links for first-load pages: search engines follow it, Back works, no antd Pagination/Select. */
export function LinkPager({ page, count, hrefFor, label, 'data-testid': testId }: LinkPagerProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  if (count <= 1) return null;
  const cell: CSSProperties = {
    minWidth: token.controlHeight,
    height: token.controlHeight,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    padding: `0 ${token.paddingSM}px`,
    textDecoration: 'none',
    color: token.colorText,
    background: token.colorBgContainer,
  };
  const current: CSSProperties = {
    ...cell,
    background: token.colorPrimary,
    borderColor: token.colorPrimary,
    color: '#fff',
  };
  const disabled: CSSProperties = {
    ...cell,
    color: token.colorTextDisabled,
    background: token.colorBgContainerDisabled,
  };
  return (
    <nav
      aria-label={label ?? t('pager.label')}
      data-testid={testId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 6,
        justifyContent: 'center',
        marginTop: token.marginLG,
      }}
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" style={cell}>
          ‹ {t('pager.prev')}
        </Link>
      ) : (
        <span aria-disabled="true" style={disabled}>
          ‹ {t('pager.prev')}
        </span>
      )}
      {pageWindow(page, count).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true" style={{ ...cell, border: 'none', background: 'none' }}>
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" aria-label={t('pager.pageN', { page: p })} style={current}>
            {p}
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} aria-label={t('pager.pageN', { page: p })} style={cell}>
            {p}
          </Link>
        ),
      )}
      {page < count ? (
        <Link to={hrefFor(page + 1)} rel="next" style={cell}>
          {t('pager.next')} ›
        </Link>
      ) : (
        <span aria-disabled="true" style={disabled}>
          {t('pager.next')} ›
        </span>
      )}
    </nav>
  );
}
