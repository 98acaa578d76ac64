import { useTranslation } from 'react-i18next';
import type { CandidateForEmployer } from '@jobportal/contracts';
import { Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Card, Descriptions, Timeline } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { LockOutlined, MailOutlined, PhoneOutlined } from 'mf_shared_ui/icons';
import { useLookups } from '../hooks';

/** A candidate as an employer sees them; contact details only when the API returns them (they applied here). */

/** The e-mail and phone links, one above the other: each a 24 px tall target (WCAG 2.5.8), not its text's 20 px. */
const CONTACT_LINK = { display: 'inline-block', lineHeight: '24px' } as const;
export function CandidateProfileView({
  candidate,
  showContact = true,
}: {
  candidate: CandidateForEmployer;
  showContact?: boolean;
}) {
  const { t } = useTranslation('corporate');
  const { provinceName, skillName, educationName } = useLookups();
  const hasContact = Boolean(candidate.email || candidate.phone);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {showContact && (
        <Card title={t('candidates.contact')} size="small">
          {hasContact ? (
            <Descriptions column={1} size="small" data-testid="candidate-contact">
              {candidate.email && (
                <Descriptions.Item
                  label={
                    <>
                      <MailOutlined /> {t('candidates.email')}
                    </>
                  }
                >
                  <a href={`mailto:${candidate.email}`} style={CONTACT_LINK}>
                    {candidate.email}
                  </a>
                </Descriptions.Item>
              )}
              {candidate.phone && (
                <Descriptions.Item
                  label={
                    <>
                      <PhoneOutlined /> {t('candidates.phone')}
                    </>
                  }
                >
                  <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`} style={CONTACT_LINK}>
                    {candidate.phone}
                  </a>
                </Descriptions.Item>
              )}
            </Descriptions>
          ) : (
            <Alert
              type="info"
              showIcon
              icon={<LockOutlined />}
              title={t('candidates.contactHidden')}
              data-testid="candidate-contact-hidden"
            />
          )}
        </Card>
      )}
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('candidates.province')}>
            {provinceName(candidate.province_id) || t('common.notSpecified')}
          </Descriptions.Item>
          <Descriptions.Item label={t('candidates.years')}>
            {t('common.years', { count: candidate.years_experience })}
          </Descriptions.Item>
          <Descriptions.Item label={t('candidates.expectedSalary')}>
            {candidate.expected_salary != null
              ? `฿${candidate.expected_salary.toLocaleString('th-TH')}`
              : t('common.notSpecified')}
          </Descriptions.Item>
          <Descriptions.Item label={t('candidates.preferred')}>
            {[
              ...candidate.preferred_work_types.map((w) => t(`workType.${w}`)),
              ...candidate.preferred_hire_types.map((h) => t(`hireType.${h}`)),
            ].join(', ') || t('common.notSpecified')}
          </Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 8 }}>
          {candidate.skills.map((s) => (
            <Tag key={s.slug} color="blue" style={{ marginBottom: 4 }}>
              {skillName(s.slug)}
            </Tag>
          ))}
        </div>
      </Card>
      {candidate.about && (
        <Card size="small" title={t('candidates.about')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
            {candidate.about}
          </Typography.Paragraph>
        </Card>
      )}
      {candidate.experiences.length > 0 && (
        <Card size="small" title={t('candidates.experiences')}>
          <Timeline
            items={candidate.experiences.map((x, i) => ({
              key: i,
              children: (
                <div>
                  <Typography.Text strong>{x.title}</Typography.Text> · {x.company}
                  <div>
                    <Typography.Text type="secondary">
                      {x.start} – {x.end ?? t('candidates.present')}
                    </Typography.Text>
                  </div>
                  {x.description && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                      {x.description}
                    </Typography.Paragraph>
                  )}
                </div>
              ),
            }))}
          />
        </Card>
      )}
      {candidate.educations.length > 0 && (
        <Card size="small" title={t('candidates.educations')}>
          {candidate.educations.map((e, i) => (
            <div key={i} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{e.institution}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {[educationName(e.education_level_id), e.degree, e.field, e.graduated_year]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </div>
            </div>
          ))}
        </Card>
      )}
      {candidate.languages.length > 0 && (
        <Card size="small" title={t('candidates.languages')}>
          <Space wrap>
            {candidate.languages.map((l) => (
              <Tag key={l.language}>
                {l.language.toUpperCase()} · {l.level}
              </Tag>
            ))}
          </Space>
        </Card>
      )}
    </Space>
  );
}
