import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@jobportal/contracts';
import { PIPELINE_LIMITS } from '@jobportal/contracts/bounds';
import { downloadApiFile, usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Col, Input, notify, Row, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Card, List, Timeline } from 'mf_shared_ui/ui-data';
import { Avatar, Empty } from 'mf_shared_ui/ui-feedback';
import {
  ArrowLeftOutlined,
  DownloadOutlined,
  FileTextOutlined,
  LockOutlined,
  UserOutlined,
} from 'mf_shared_ui/icons';
import { CandidateProfileView } from '../../../shared/components/CandidateProfileView';
import { useCorporateJobQuery } from '../../../shared/api/sharedApi';
import { MessagesPanel } from '../../../shared/messages/MessagesPanel';
import { ApplicationInterviews } from '../../../shared/interviews/ApplicationInterviews';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLocale } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { fullName, STATUS_COLORS } from '../../../shared/utils/labels';
import {
  useAddApplicationNoteMutation,
  useApplicationOfCandidateQuery,
  useSetApplicationStatusMutation,
} from '../api/applicationsApi';
import { allowedTransitions } from '../utils/pipeline';
import { ScreeningAnswersCard } from '../components/ScreeningAnswersCard';
import { PageTitle } from '../../../shared/components/PageTitle';

const fmtSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

export default function ApplicationCandidatePage() {
  const { jobuid = '', candidateuid = '' } = useParams();
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const query = useApplicationOfCandidateQuery(
    { jobId: jobuid, uid: candidateuid },
    { skip: !jobuid || !candidateuid, refetchOnMountOrArgChange: true },
  );
  const [setStatus, statusState] = useSetApplicationStatusMutation();
  // a member who may not move this job's applicants (issue 43: viewers, recruiters not on the job) gets no moves
  const job = useCorporateJobQuery(jobuid, { skip: !jobuid });
  const [addNote, noteState] = useAddApplicationNoteMutation();
  const [downloading, setDownloading] = useState(false);
  const [noteForm] = Form.useForm<{ body: string }>();
  const a = query.data;
  const name = a ? fullName(a.candidate) : '';
  usePageMeta({
    title: a ? t('applications.candidateMetaTitle', { name }) : t('applications.metaTitle'),
    description: t('applications.candidateMetaDescription'),
    noindex: true,
  });

  const back = (
    <Link to={`/corporate/application/${jobuid}`}>
      <ArrowLeftOutlined /> {t('applications.backToPipeline')}
    </Link>
  );
  if (!a) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {back}
        <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />
      </Space>
    );
  }

  const moves = job.data?.can_edit === false ? [] : allowedTransitions(a.status);
  const change = async (to: ApplicationStatus) => {
    try {
      await setStatus({ id: a.id, status: to, jobId: jobuid }).unwrap();
      notify({
        title: t('applications.moved', { name, status: t(`status.${to}`) }),
        color: 'success',
        timeout: 2000,
      });
    } catch (e) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };

  const download = async () => {
    if (!a.resume) return;
    setDownloading(true);
    try {
      await downloadApiFile(a.resume.id, a.resume.name);
    } catch {
      notify({ title: t('applications.downloadFailed'), color: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const submitNote = async ({ body }: { body: string }) => {
    try {
      await addNote({ id: a.id, body: body.trim() }).unwrap();
      noteForm.resetFields();
      notify({ title: t('applications.noteAdded'), color: 'success', timeout: 2000 });
    } catch (e) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };

  const notes = [...a.notes].sort((x, y) => y.at.localeCompare(x.at));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 16 }}>
          <Space align="center" size="middle" wrap>
            <Avatar size={64} icon={<UserOutlined />} />
            <div>
              <PageTitle testId="application-candidate-name">{name}</PageTitle>
              <Typography.Text type="secondary">
                {a.job.title} · {t('common.appliedAt', { time: timeAgo(a.applied_at, locale) })}
              </Typography.Text>
            </div>
          </Space>
          <Space orientation="vertical" align="end">
            <Space>
              <Typography.Text>{t('applications.currentStatus')}:</Typography.Text>
              <Tag color={STATUS_COLORS[a.status]} data-testid="application-status">
                {t(`status.${a.status}`)}
              </Tag>
            </Space>
            <Link to={`/corporate/candidate/${encodeURIComponent(a.candidate.uid)}`}>
              {t('applications.viewProfile')}
            </Link>
          </Space>
        </div>
        {moves.length > 0 && (
          <div style={{ marginTop: 16 }} role="group" aria-label={t('applications.changeStatus')}>
            <Typography.Text strong>{t('applications.changeStatus')}: </Typography.Text>
            <Space wrap style={{ marginTop: 8 }}>
              {moves.map((s) =>
                s === 'rejected' ? (
                  <Popconfirm
                    key={s}
                    title={`${t('applications.moveTo')} "${t('status.rejected')}"?`}
                    onConfirm={() => void change(s)}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                  >
                    <Button
                      danger
                      loading={statusState.isLoading && statusState.originalArgs?.status === s}
                      data-testid={`move-${s}`}
                    >
                      {t(`status.${s}`)}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    key={s}
                    onClick={() => void change(s)}
                    loading={statusState.isLoading && statusState.originalArgs?.status === s}
                    data-testid={`move-${s}`}
                  >
                    {t(`status.${s}`)}
                  </Button>
                ),
              )}
            </Space>
          </div>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={t('applications.resume')}>
              {a.resume ? (
                <Space wrap>
                  <FileTextOutlined />
                  <Typography.Text>{a.resume.name}</Typography.Text>
                  <Typography.Text type="secondary">{fmtSize(a.resume.size)}</Typography.Text>
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() => void download()}
                    loading={downloading}
                    data-testid="resume-download"
                  >
                    {t('applications.download')}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('applications.noResume')}</Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('applications.coverLetter')}>
              {a.cover_letter ? (
                <Typography.Paragraph
                  style={{ whiteSpace: 'pre-line', margin: 0 }}
                  data-testid="cover-letter"
                >
                  {a.cover_letter}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">{t('applications.noCoverLetter')}</Typography.Text>
              )}
            </Card>
            <ScreeningAnswersCard application={a} jobId={jobuid} canMove={job.data?.can_edit !== false} />
            <CandidateProfileView candidate={a.candidate} />
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ApplicationInterviews applicationId={a.id} jobId={jobuid} status={a.status} />
            <MessagesPanel applicationId={a.id} />
            <Card size="small" title={t('applications.history')} data-testid="status-history">
              <Timeline
                items={[...a.history]
                  .sort((x, y) => y.at.localeCompare(x.at))
                  .map((h, i) => ({
                    key: `${h.at}-${i}`,
                    color: STATUS_COLORS[h.status] === 'default' ? 'gray' : STATUS_COLORS[h.status],
                    children: (
                      <div>
                        <Typography.Text strong>{t(`status.${h.status}`)}</Typography.Text>
                        <div>
                          <Typography.Text
                            type="secondary"
                            title={new Date(h.at).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB')}
                          >
                            {t(`applications.actor.${h.actor}`)}
                            {h.actor_name && ` ${t('team.historyBy', { name: h.actor_name })}`} ·{' '}
                            {timeAgo(h.at, locale)}
                          </Typography.Text>
                        </div>
                      </div>
                    ),
                  }))}
              />
            </Card>
            <Card
              size="small"
              title={
                <Space>
                  <LockOutlined />
                  {t('applications.notes')}
                </Space>
              }
            >
              <Typography.Paragraph type="secondary">{t('applications.notesHint')}</Typography.Paragraph>
              <Form form={noteForm} layout="vertical" onFinish={submitNote}>
                <Form.Item
                  name="body"
                  label={t('applications.notes')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      max: PIPELINE_LIMITS.noteMax,
                      message: t('applications.noteRequired'),
                    },
                  ]}
                >
                  <Input.TextArea
                    rows={3}
                    maxLength={PIPELINE_LIMITS.noteMax}
                    placeholder={t('applications.notePlaceholder')}
                    data-testid="note-input"
                  />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={noteState.isLoading}
                  data-testid="note-submit"
                >
                  {t('applications.addNote')}
                </Button>
              </Form>
              {notes.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applications.noNotes')} />
              ) : (
                <div data-testid="notes-list">
                  <List
                    style={{ marginTop: 16 }}
                    dataSource={notes}
                    renderItem={(n) => (
                      <List.Item key={n.id}>
                        <List.Item.Meta
                          title={
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {n.author} · {timeAgo(n.at, locale)}
                            </Typography.Text>
                          }
                          description={
                            <Typography.Paragraph
                              style={{ whiteSpace: 'pre-line', margin: 0, color: 'rgba(0,0,0,0.88)' }}
                            >
                              {n.body}
                            </Typography.Paragraph>
                          }
                        />
                      </List.Item>
                    )}
                  />
                </div>
              )}
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
