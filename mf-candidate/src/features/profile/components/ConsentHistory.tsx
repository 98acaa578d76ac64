import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChange } from '@jobportal/contracts';
import { Button, Typography } from 'mf_shared_ui/ui';
import { deviceName } from '../utils/deviceName';

/** Shown at first: the newest changes; the rest on request. */
const FIRST_SHOWN = 10;

/**
 * Every consent change as a list that reads in a narrow card: when, what the switches became, and from where (a
 * device name such as "Chrome on Android" and the address, not the raw user-agent string).
 */
export function ConsentHistory({ history }: { history: ConsentChange[] }) {
  const { t, i18n } = useTranslation('candidate');
  const [showAll, setShowAll] = useState(false);
  const onOff = (v: boolean | null) => (v == null ? '–' : v ? t('privacy.allowed') : t('privacy.notAllowed'));
  const device = (userAgent: string | null | undefined) => {
    const name = deviceName(userAgent);
    if (!name) return t('privacy.unknownDevice');
    if (name.browser && name.os) return t('privacy.deviceOn', { browser: name.browser, os: name.os });
    return name.browser ?? name.os;
  };
  const shown = showAll ? history : history.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="consent-history-title">
      <Typography.Title level={2} id="consent-history-title" style={{ marginTop: 16, fontSize: 16 }}>
        {t('privacy.history')}
      </Typography.Title>
      {history.length === 0 ? (
        <Typography.Text type="secondary">{t('privacy.historyEmpty')}</Typography.Text>
      ) : (
        <ol data-testid="consent-history" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((change) => (
            <li
              key={`${change.at}-${change.ip ?? ''}`}
              data-testid="consent-change"
              style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Typography.Text strong>
                <time dateTime={change.at}>
                  {new Date(change.at).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0' }}>
                <li>
                  {t('privacy.pdpa')}: {onOff(change.pdpa)}
                </li>
                <li>
                  {t('privacy.cookie')}: {onOff(change.cookie)}
                </li>
                <li>
                  {t('privacy.marketing')}: {onOff(change.marketing)}
                </li>
                {change.restricted != null && (
                  <li>
                    {t('privacy.restricted')}: {change.restricted ? t('privacy.yes') : t('privacy.no')}
                  </li>
                )}
              </ul>
              <Typography.Text type="secondary" data-testid="consent-change-device">
                {device(change.user_agent)}
                {change.ip ? ` · ${change.ip}` : ''}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
      {!showAll && history.length > FIRST_SHOWN && (
        <Button type="link" onClick={() => setShowAll(true)} style={{ paddingInline: 0 }}>
          {t('privacy.showAllHistory', { count: history.length })}
        </Button>
      )}
    </section>
  );
}
