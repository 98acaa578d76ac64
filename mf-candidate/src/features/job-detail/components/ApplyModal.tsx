import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile, CvOptions } from '@jobportal/contracts';
import { Button, Input, Space, Typography, notify } from 'mf_shared_ui/ui';
import { Checkbox, Form, Radio } from 'mf_shared_ui/ui-form';
import { Modal, Upload } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { UploadOutlined } from 'mf_shared_ui/icons';
import { useCandidateUploadResumeMutation } from '../../../shared/api/applicationsApi';
import { useCandidateStoreCvMutation } from '../../../shared/cv/cvApi';
import { CvOptionsFields } from '../../../shared/cv/CvOptionsFields';
import { CV_NS } from '../../../shared/cv/cvTexts';
import { useLocale } from '../../../shared/hooks/useLocale';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { RESUME_ACCEPT, resumeProblem } from '../../../shared/utils/resumeFile';
import { useCandidateApplyMutation } from '../api/jobDetailApi';
import { useCandidateSavePdpaMutation } from '../../../shared/api/consentApi';
import { useJobApplyQuestionsQuery } from '../api/screeningApi';
import { answersOf, ScreeningQuestionFields, type AnswerValues } from './ScreeningQuestionFields';
import { SCREENING_NS } from './screeningTexts';

/** cv: a PDF made from the profile now (POST /candidate/profile/cv), attached like an uploaded résumé */
type ResumeChoice = 'profile' | 'upload' | 'cv' | 'none';
interface ApplyValues {
  resumeChoice: ResumeChoice;
  cover_letter?: string;
  saveToProfile?: boolean;
  answers?: AnswerValues;
}

export const COVER_LETTER_MAX = 5000;

export interface ApplyModalProps {
  open: boolean;
  jobId: string;
  jobTitle: string;
  profile: CandidateProfile | undefined;
  onClose: () => void;
  onAlreadyApplied: () => void;
}

/**
 * Apply with the profile's résumé, a new one, a CV made from the profile, or the profile alone, plus an optional
 * cover letter (0..5000).
 */
export function ApplyModal({ open, jobId, jobTitle, profile, onClose, onAlreadyApplied }: ApplyModalProps) {
  const { t } = useTranslation('candidate');
  const { t: tScreening } = useTranslation(SCREENING_NS);
  const [form] = Form.useForm<ApplyValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [apply, applyState] = useCandidateApplyMutation();
  const [upload, uploadState] = useCandidateUploadResumeMutation();
  const { t: tCv } = useTranslation(CV_NS);
  const locale = useLocale();
  const [cvOptions, setCvOptions] = useState<CvOptions>({ template: 'classic', lang: locale });
  const [storeCv, storeCvState] = useCandidateStoreCvMutation();
  /** The CV stored by a refused attempt is reused when the candidate tries again with the same options. */
  const storedCv = useRef<{ options: CvOptions; id: string } | null>(null);
  const [savePdpa, consentState] = useCandidateSavePdpaMutation();
  const questions = useJobApplyQuestionsQuery(jobId, { skip: !open });
  /** The apply call was refused for lack of the personal-data consent: offer to give it in one click. */
  const [consentNeeded, setConsentNeeded] = useState<string | null>(null);
  /** A résumé uploaded by a refused attempt is reused when the candidate tries again. */
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const choice = Form.useWatch('resumeChoice', form);
  const hasProfileResume = Boolean(profile?.resume);

  // The profile arrives after the modal mounts: default to its résumé unless the user already chose.
  useEffect(() => {
    if (open && !form.isFieldTouched('resumeChoice')) {
      form.setFieldsValue({
        resumeChoice: hasProfileResume ? 'profile' : 'none',
        saveToProfile: !hasProfileResume,
      });
    }
  }, [form, hasProfileResume, open]);

  const submit = async (values: ApplyValues) => {
    setServerError(null);
    let resumeFileId: string | undefined;
    try {
      if (values.resumeChoice === 'upload') {
        if (!file) {
          setFileError(t('apply.resumeRequired'));
          return;
        }
        resumeFileId =
          uploaded.current?.file === file
            ? uploaded.current.id
            : (await upload({ file, setAsProfileResume: Boolean(values.saveToProfile) }).unwrap()).id;
        uploaded.current = { file, id: resumeFileId };
      } else if (values.resumeChoice === 'cv') {
        const same =
          storedCv.current?.options.template === cvOptions.template &&
          storedCv.current.options.lang === cvOptions.lang;
        resumeFileId =
          same && storedCv.current ? storedCv.current.id : (await storeCv(cvOptions).unwrap()).id;
        storedCv.current = { options: cvOptions, id: resumeFileId };
      } else if (values.resumeChoice === 'profile') {
        resumeFileId = profile?.resume?.id;
      }
      await apply({
        job_id: jobId,
        cover_letter: values.cover_letter?.trim() ?? '',
        ...(resumeFileId ? { resume_file_id: resumeFileId } : {}),
        answers: answersOf(questions.data ?? [], values.answers),
      }).unwrap();
      notify({ color: 'success', title: t('apply.success'), description: jobTitle, timeout: 2000 });
      form.resetFields();
      setFile(null);
      uploaded.current = null;
      storedCv.current = null;
      setConsentNeeded(null);
      onClose();
    } catch (error) {
      const body = apiErrorBody(error);
      if (body?.code === 'ALREADY_APPLIED') {
        notify({ color: 'info', title: body.message || t('apply.alreadyApplied') });
        onAlreadyApplied();
        onClose();
        return;
      }
      if (body?.code === 'CONSENT_REQUIRED') {
        setConsentNeeded(body.message);
        return;
      }
      const fields = body?.fields ?? [];
      const coverError = fields.find((f) => f.field.includes('cover_letter'));
      if (coverError) form.setFields([{ name: 'cover_letter', errors: [coverError.message] }]);
      // answers.N: the job's question N (the order of GET /jobs/:id/questions)
      const asked = questions.data ?? [];
      const answerErrors = fields.flatMap((f) => {
        const q = asked[Number(/^answers\.(\d+)/.exec(f.field)?.[1] ?? -1)];
        return q ? [{ name: ['answers', q.id] as ['answers', string], errors: [f.message] }] : [];
      });
      if (answerErrors.length) form.setFields(answerErrors);
      if (fields.some((f) => f.field === 'answers')) {
        // the questions changed since the form opened: ask the current ones
        void questions.refetch();
        setServerError(tScreening('changed'));
        return;
      }
      setServerError(body?.message ?? t('common.saveError'));
    }
  };

  const consentAndApply = async () => {
    try {
      await savePdpa({
        cookie: profile?.pdpa.cookie ?? false,
        pdpa: true,
        marketing: profile?.pdpa.marketing ?? false,
      }).unwrap();
      setConsentNeeded(null);
      form.submit();
    } catch (error) {
      setServerError(apiErrorBody(error)?.message ?? t('common.saveError'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('apply.title', { title: jobTitle })}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden={false}
    >
      <Form<ApplyValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          resumeChoice: hasProfileResume ? 'profile' : 'none',
          cover_letter: '',
          saveToProfile: !hasProfileResume,
        }}
        data-testid="apply-form"
      >
        <Form.Item name="resumeChoice" label={t('apply.resume')}>
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <Radio value="profile" disabled={!hasProfileResume}>
              {hasProfileResume
                ? t('apply.useProfileResume', { name: profile?.resume?.name })
                : t('apply.noProfileResume')}
            </Radio>
            <Radio value="upload">{t('apply.uploadResume')}</Radio>
            <Radio value="cv" data-testid="apply-resume-cv">
              {tCv('applyChoice')}
            </Radio>
            <Radio value="none">{t('apply.profileOnly')}</Radio>
          </Radio.Group>
        </Form.Item>
        {choice === 'upload' && (
          <Form.Item
            validateStatus={fileError ? 'error' : undefined}
            help={fileError ?? t('apply.resumeHint')}
          >
            <Space orientation="vertical">
              <Upload
                accept={RESUME_ACCEPT}
                maxCount={1}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done', size: file.size }] : []}
                beforeUpload={(f) => {
                  const problem = resumeProblem(f);
                  if (problem) {
                    setFileError(t(`resume.problem.${problem}`));
                    setFile(null);
                  } else {
                    setFileError(null);
                    setFile(f);
                  }
                  return false;
                }}
                onRemove={() => setFile(null)}
              >
                <Button icon={<UploadOutlined />}>{t('apply.chooseFile')}</Button>
              </Upload>
              <Form.Item name="saveToProfile" valuePropName="checked" noStyle>
                <Checkbox>{t('apply.saveToProfile')}</Checkbox>
              </Form.Item>
            </Space>
          </Form.Item>
        )}
        {choice === 'cv' && (
          <Form.Item help={tCv('applyHint')}>
            <CvOptionsFields value={cvOptions} onChange={setCvOptions} testId="apply-cv-options" />
          </Form.Item>
        )}
        <Form.Item
          name="cover_letter"
          label={t('apply.coverLetter')}
          rules={[
            { max: COVER_LETTER_MAX, message: t('apply.coverLetterTooLong', { max: COVER_LETTER_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={6}
            showCount
            maxLength={COVER_LETTER_MAX}
            placeholder={t('apply.coverLetterPlaceholder')}
            aria-label={t('apply.coverLetter')}
          />
        </Form.Item>
        <ScreeningQuestionFields
          questions={questions.data}
          loadFailed={questions.isError}
          onRetry={() => void questions.refetch()}
        />
        {consentNeeded && (
          <Alert
            type="warning"
            showIcon
            title={consentNeeded}
            description={t('apply.consentNeeded')}
            action={
              <Button
                type="primary"
                size="small"
                loading={consentState.isLoading}
                onClick={() => void consentAndApply()}
                data-testid="apply-give-consent"
              >
                {t('apply.giveConsent')}
              </Button>
            }
            style={{ marginBottom: 16 }}
            data-testid="apply-consent-required"
          />
        )}
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('apply.consent')}
        </Typography.Paragraph>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={applyState.isLoading || uploadState.isLoading || storeCvState.isLoading}
            disabled={questions.isFetching || questions.isError}
            data-testid="apply-submit"
          >
            {t('apply.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
