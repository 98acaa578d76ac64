import { useTranslation } from 'react-i18next';
import type { JobCard } from '@jobportal/contracts';
import { formatSalary, timeAgo } from 'mf_shared_ui/format';
import { EnvironmentOutlined, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { useLookups } from '../../../shared/hooks';

/** An open job of the company page at a glance: where, how, pay, first skills and when it was posted. */
export function OpenJobTags({ job }: { job: JobCard }) {
  const { t } = useTranslation('corporate');
  const { locale, provinceName, skillName } = useLookups();
  return (
    <Space wrap size={4}>
      <Tag icon={<EnvironmentOutlined />}>{provinceName(job.province_id)}</Tag>
      <Tag color="blue">{t(`workType.${job.work_type}`)}</Tag>
      <Tag color="geekblue">{t(`hireType.${job.hire_type}`)}</Tag>
      <Tag color="green">{formatSalary(job, locale)}</Tag>
      {job.skills.slice(0, 5).map((s) => (
        <Tag key={s}>{skillName(s)}</Tag>
      ))}
      <Typography.Text type="secondary">
        {/* "5 minutes ago" on the server may read "6 minutes ago" when the browser hydrates */}
        <time suppressHydrationWarning dateTime={job.posted_at}>
          {timeAgo(job.posted_at, locale)}
        </time>
      </Typography.Text>
    </Space>
  );
}
