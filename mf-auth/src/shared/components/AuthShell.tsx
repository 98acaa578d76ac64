import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Grid, Typography } from 'mf_shared_ui/ui';
import { ArrowLeftOutlined, CheckCircleOutlined } from 'mf_shared_ui/icons';
import type { Role } from '../paths';
import { CandidateIllustration, CorporateIllustration } from './Illustrations';

const GRADIENT: Record<Role, string> = {
  candidate: 'linear-gradient(160deg, #1677ff 0%, #0958d9 100%)',
  corporate: 'linear-gradient(160deg, #003eb3 0%, #1677ff 100%)',
};

/**
 * Left panel: title, subtitle and (candidates) four benefit lines, or (corporates) the illustration. On phones it
 * sits above the form in a compact form: smaller type, no illustration.
 */
export function SidePanel({ role, title, subtitle }: { role: Role; title?: string; subtitle?: string }) {
  const { t } = useTranslation('auth');
  const compact = !Grid.useBreakpoint().md;
  const benefits = t('login.candidate.benefits', { returnObjects: true }) as string[];
  return (
    <section
      data-testid={`auth-side-${role}`}
      data-compact={compact ? 'true' : 'false'}
      style={{
        background: GRADIENT[role],
        color: '#fff',
        padding: compact ? '20px 20px 16px' : 40,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: compact ? 8 : 20,
      }}
    >
      {role === 'corporate' && !compact && (
        <CorporateIllustration title={t('login.corporate.illustration')} />
      )}
      <Typography.Title level={compact ? 4 : 2} style={{ color: '#fff', margin: 0 }}>
        {title ?? t(`login.${role}.title`)}
      </Typography.Title>
      <Typography.Paragraph
        style={{ color: 'rgba(255,255,255,0.9)', fontSize: compact ? 14 : 16, margin: 0 }}
      >
        {subtitle ?? t(`login.${role}.subtitle`)}
      </Typography.Paragraph>
      {role === 'candidate' && (
        <>
          <ul
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: compact ? 4 : 12,
            }}
          >
            {(Array.isArray(benefits) ? benefits : []).map((line) => (
              <li
                key={line}
                style={{
                  display: 'flex',
                  gap: compact ? 8 : 10,
                  alignItems: 'flex-start',
                  fontSize: compact ? 13 : 15,
                }}
              >
                <CheckCircleOutlined style={{ marginTop: 4 }} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          {!compact && <CandidateIllustration title={t(`login.${role}.title`)} />}
        </>
      )}
    </section>
  );
}

/** Two panels side by side (stacked on phones, the side panel compact above the form); page mode centres it. */
export function AuthShell({
  role,
  mode,
  side,
  children,
}: {
  role: Role;
  mode: 'page' | 'modal';
  side: ReactNode;
  children: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  const maxWidth = role === 'corporate' ? 1000 : 1080;
  const body = (
    <div
      data-testid={`auth-shell-${role}`}
      style={{
        display: 'grid',
        gridTemplateColumns: wide ? '5fr 6fr' : '1fr',
        width: '100%',
        maxWidth: mode === 'page' ? maxWidth : undefined,
        background: '#fff',
        borderRadius: mode === 'page' ? 16 : 8,
        overflow: 'hidden',
        boxShadow: mode === 'page' ? '0 12px 40px rgba(0, 40, 120, 0.12)' : undefined,
      }}
    >
      {side}
      <section style={{ padding: wide ? 40 : 20 }}>{children}</section>
    </div>
  );
  if (mode === 'modal') return body;
  return <BarePage maxWidth={maxWidth}>{body}</BarePage>;
}

/** Bare pages have no header: a way back home above the content. */
export function BarePage({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const screens = Grid.useBreakpoint();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: screens.md ? 32 : 12,
        background: '#f0f5ff',
      }}
    >
      <div style={{ width: '100%', maxWidth }}>
        <Link to="/" data-testid="back-home">
          <ArrowLeftOutlined /> {t('guard.back')}
        </Link>
      </div>
      {children}
    </div>
  );
}
