import type { ReactNode } from 'react';
import { Alert, Radio, Space, Switch, Typography } from 'antd';

export type EmailLocale = 'th' | 'en';

export interface EmailPreferences {
  locale: EmailLocale;
  /** Kinds of e-mail switched off (the notifications on the site stay). */
  email_off: string[];
}

export interface EmailPreferenceKind {
  kind: string;
  label: ReactNode;
  description?: ReactNode;
  /** Why this kind cannot be switched on now (e.g. marketing e-mail without the consent): shown, switch off. */
  blocked?: ReactNode;
}

export interface EmailPreferencesFormProps {
  value: EmailPreferences | undefined;
  kinds: EmailPreferenceKind[];
  texts: { kindsTitle: string; language: string; th: string; en: string; loadFailed: string };
  /** Called with the whole new value at each change (a switch or the language): the page saves it. */
  onChange: (next: EmailPreferences) => void;
  saving?: boolean;
  failed?: boolean;
  /** Prefix of the test ids: `${testId}`, `${testId}-<kind>`, `${testId}-locale`. */
  testId: string;
}

/**
 * The e-mail preference form of both roles: one switch per kind of e-mail (on = sent), the language of the
 * e-mails. Saves on each change; what an unsubscribe link switched off shows as off.
 */
export function EmailPreferencesForm({
  value,
  kinds,
  texts,
  onChange,
  saving = false,
  failed = false,
  testId,
}: EmailPreferencesFormProps) {
  if (failed) return <Alert type="error" showIcon title={texts.loadFailed} data-testid={`${testId}-error`} />;
  const off = new Set(value?.email_off ?? []);
  const toggle = (kind: string, on: boolean) => {
    if (!value) return;
    const next = on ? value.email_off.filter((k) => k !== kind) : [...value.email_off, kind];
    onChange({ ...value, email_off: next });
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid={testId}>
      <section aria-labelledby={`${testId}-kinds-title`}>
        <Typography.Title level={2} id={`${testId}-kinds-title`} style={{ fontSize: 18 }}>
          {texts.kindsTitle}
        </Typography.Title>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {kinds.map((k) => {
            const id = `${testId}-${k.kind}`;
            return (
              <div key={k.kind} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                <Switch
                  id={id}
                  data-testid={id}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={k.description || k.blocked ? `${id}-help` : undefined}
                  checked={Boolean(value) && !k.blocked && !off.has(k.kind)}
                  disabled={!value || saving || Boolean(k.blocked)}
                  onChange={(on) => toggle(k.kind, on)}
                />
                <div>
                  <label id={`${id}-label`} htmlFor={id} style={{ fontWeight: 500 }}>
                    {k.label}
                  </label>
                  {(k.description || k.blocked) && (
                    <div id={`${id}-help`}>
                      {k.description && <Typography.Text type="secondary">{k.description}</Typography.Text>}
                      {k.blocked && (
                        <div>
                          <Typography.Text type="warning">{k.blocked}</Typography.Text>
                        </div>
                      )}
                    </div>
                  )}
                </div>
              </div>
            );
          })}
        </Space>
      </section>
      <section aria-labelledby={`${testId}-locale-title`}>
        <Typography.Title level={2} id={`${testId}-locale-title`} style={{ fontSize: 18 }}>
          {texts.language}
        </Typography.Title>
        <Radio.Group
          data-testid={`${testId}-locale`}
          aria-labelledby={`${testId}-locale-title`}
          value={value?.locale}
          disabled={!value || saving}
          onChange={(e) => value && onChange({ ...value, locale: e.target.value as EmailLocale })}
        >
          <Radio value="th">{texts.th}</Radio>
          <Radio value="en">{texts.en}</Radio>
        </Radio.Group>
      </section>
    </Space>
  );
}
