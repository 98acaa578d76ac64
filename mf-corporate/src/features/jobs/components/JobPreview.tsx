import { useTranslation } from 'react-i18next';
import type { JobInput, Lookups } from '@jobportal/contracts';
import { formatSalary } from 'mf_shared_ui/format';
import { pickLocalized, skillLabel } from 'mf_shared_ui/platform';
import { EnvironmentOutlined, Space, Tag, Typography, WalletOutlined } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Avatar, Divider } from 'mf_shared_ui/ui-feedback';
import { BankOutlined, CalendarOutlined } from 'mf_shared_ui/icons';
import { sanitizeHtml } from 'mf_shared_ui/html';
import { railStation, railStationLabel } from '@jobportal/contracts/rail';

export interface PreviewCompany {
  name_th: string;
  name_en: string;
  logo_url: string | null;
}

/** The job as candidates will see it on /candidate/jobs/{id}. */
export function JobPreview({
  job,
  lookups,
  company,
  locale,
}: {
  job: JobInput;
  lookups?: Lookups;
  company?: PreviewCompany | null;
  locale: 'th' | 'en';
}) {
  const { t } = useTranslation('corporate');
  const province = lookups?.provinces.find((p) => p.id === job.province_id);
  const stations = (job.rail_stations ?? [])
    .map((code) => railStation(code))
    .filter((s) => s !== undefined)
    .map((s) => railStationLabel(s, locale))
    .join(', ');
  const education = lookups?.educationLevels.find((e) => e.id === job.education_level_id);
  const skill = (slug: string) => {
    const s = lookups?.skills.find((x) => x.slug === slug);
    return s ? skillLabel(s, locale) : slug;
  };
  const companyName = company ? pickLocalized(company, 'name', locale) : t('job.companyFallback');
  return (
    <Card data-testid="job-preview">
      <Space align="start" size="middle" style={{ display: 'flex' }}>
        <Avatar
          shape="square"
          size={64}
          src={company?.logo_url ?? undefined}
          icon={<BankOutlined />}
          alt=""
        />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {job.title || '—'}
          </Typography.Title>
          <Typography.Text type="secondary">{companyName}</Typography.Text>
        </div>
      </Space>
      <Space wrap style={{ marginTop: 16, display: 'flex' }}>
        {province && <Tag icon={<EnvironmentOutlined />}>{pickLocalized(province, 'name', locale)}</Tag>}
        {stations && <Tag data-testid="preview-stations">{t('job.nearStations', { stations })}</Tag>}
        {job.work_type && <Tag color="blue">{t(`workType.${job.work_type}`)}</Tag>}
        {job.hire_type && <Tag color="geekblue">{t(`hireType.${job.hire_type}`)}</Tag>}
        <Tag icon={<WalletOutlined />} color="green">
          {formatSalary(job, locale)}
        </Tag>
        {job.valid_through && (
          <Tag icon={<CalendarOutlined />}>{t('job.until', { date: job.valid_through })}</Tag>
        )}
      </Space>
      <div style={{ marginTop: 12 }}>
        {job.skills.map((s) => (
          <Tag key={s} style={{ marginBottom: 4 }}>
            {skill(s)}
          </Tag>
        ))}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('job.minYears', { count: job.years_experience_min })}
        {education ? ` · ${pickLocalized(education, 'name', locale)}` : ''}
      </Typography.Paragraph>
      <Divider />
      <Typography.Title level={4}>{t('job.description')}</Typography.Title>
      <div
        className="corporate-rte"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.description_html) }}
      />
      {job.qualifications_html && (
        <>
          <Typography.Title level={4}>{t('job.qualifications')}</Typography.Title>
          <div
            className="corporate-rte"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.qualifications_html) }}
          />
        </>
      )}
    </Card>
  );
}
