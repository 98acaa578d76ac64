import { useTranslation } from 'react-i18next';
import type { ConsentChange } from '@jobportal/contracts';
import { Typography } from 'mf_shared_ui/ui';
import { Table } from 'mf_shared_ui/ui-data';

/** Every consent change: when, what the switches became, from where (address and browser). */
export function ConsentHistory({ history }: { history: ConsentChange[] }) {
  const { t, i18n } = useTranslation('candidate');
  const onOff = (v: boolean | null) => (v == null ? '–' : v ? t('privacy.allowed') : t('privacy.notAllowed'));
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('privacy.history')}
      </Typography.Title>
      <Table<ConsentChange>
        size="small"
        rowKey={(r) => `${r.at}-${r.ip ?? ''}`}
        dataSource={history}
        pagination={history.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('privacy.historyEmpty') }}
        data-testid="consent-history"
        scroll={{ x: true }}
        columns={[
          {
            title: t('privacy.when'),
            dataIndex: 'at',
            render: (at: string) => new Date(at).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'th-TH'),
          },
          {
            title: t('privacy.what'),
            key: 'what',
            render: (_: unknown, r) => (
              <span>
                {t('privacy.pdpa')}: {onOff(r.pdpa)}
                <br />
                {t('privacy.cookie')}: {onOff(r.cookie)}
                <br />
                {t('privacy.marketing')}: {onOff(r.marketing)}
                {r.restricted != null && (
                  <>
                    <br />
                    {t('privacy.restricted')}: {r.restricted ? t('privacy.yes') : t('privacy.no')}
                  </>
                )}
              </span>
            ),
          },
          {
            title: t('privacy.from'),
            key: 'from',
            render: (_: unknown, r) => (
              <span>
                {r.ip ?? '–'}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.user_agent ?? ''}
                </Typography.Text>
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
