import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Avatar } from 'mf_shared_ui/ui-feedback';
import { ArrowLeftOutlined, UserOutlined } from 'mf_shared_ui/icons';
import { CandidateProfileView } from '../../../shared/components/CandidateProfileView';
import { QueryState } from '../../../shared/components/StatusPages';
import { fullName } from '../../../shared/utils/labels';
import { useEmployerCandidateQuery } from '../api/candidatesApi';
import { InviteToApplyButton } from '../components/InviteToApplyButton';
import { PageTitle } from '../../../shared/components/PageTitle';

export default function CandidateDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('corporate');
  const query = useEmployerCandidateQuery(id, { skip: !id });
  const c = query.data;
  usePageMeta({
    title: c ? fullName(c) : t('candidates.metaTitle'),
    description: c?.headline || t('candidates.detailMetaDescription'),
    noindex: true,
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/corporate/candidate">
        <ArrowLeftOutlined /> {t('candidates.back')}
      </Link>
      {!c ? (
        <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />
      ) : (
        <>
          <Space align="center" size="middle" wrap>
            <Avatar size={64} icon={<UserOutlined />} />
            <div>
              <PageTitle testId="candidate-name">{fullName(c)}</PageTitle>
              {c.headline && <Typography.Text type="secondary">{c.headline}</Typography.Text>}
            </div>
            {c.has_applied_to_company && <Tag color="green">{t('candidates.appliedHere')}</Tag>}
            <InviteToApplyButton uid={c.uid} name={fullName(c)} />
          </Space>
          <CandidateProfileView candidate={c} />
        </>
      )}
    </Space>
  );
}
