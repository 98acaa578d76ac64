import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvImportDraft } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { Checkbox } from 'mf_shared_ui/ui-form';
import { Modal, Upload } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { UploadOutlined } from 'mf_shared_ui/icons';
import { useLookups } from '../../../shared/hooks/useLookups';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { RESUME_ACCEPT, resumeProblem } from '../../../shared/utils/resumeFile';
import { useCandidateImportCvMutation } from '../api/cvImportApi';
import {
  CV_SCALARS,
  defaultSelection,
  draftValue,
  mergeDraft,
  type CvScalar,
  type CvSelection,
} from '../utils/cvMerge';
import type { ProfileFormValues } from '../utils/profileForm';

const toggle = <T,>(list: T[], v: T, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} data-testid={`cv-review-${id}`}>
      <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 8 }}>{title}</legend>
      <Flex vertical gap={6}>
        {children}
      </Flex>
    </fieldset>
  );
}

/** Upload a CV, then review what was found, section by section, and put the ticked values into the form. */
export function CvImportDialog({
  open,
  current,
  onClose,
  onApply,
}: {
  open: boolean;
  current: () => ProfileFormValues;
  onClose: () => void;
  onApply: (values: Partial<ProfileFormValues>, draft: CvImportDraft) => void;
}) {
  const { t } = useTranslation('candidate');
  const { skillName, educationName } = useLookups();
  const [importCv, state] = useCandidateImportCvMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<CvImportDraft | null>(null);
  const [pick, setPick] = useState<CvSelection | null>(null);

  const reset = () => {
    setDraft(null);
    setPick(null);
    setProblem(null);
  };
  const period = (start: string, end: string | null) => `${start} – ${end ?? t('cvImport.present')}`;
  const nothingFound =
    draft !== null &&
    CV_SCALARS.every((f) => !draftValue(draft, f)) &&
    !draft.experiences.length &&
    !draft.educations.length &&
    !draft.skills.length;
  const currentValues = draft ? current() : null;

  return (
    <Modal
      open={open}
      title={draft ? t('cvImport.reviewTitle') : t('cvImport.uploadTitle')}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
      width={720}
      footer={
        draft && pick && !nothingFound ? (
          <Flex gap={8} justify="end" wrap="wrap">
            <Button onClick={reset} data-testid="cv-review-another">
              {t('cvImport.another')}
            </Button>
            <Button
              type="primary"
              onClick={() => {
                onApply(mergeDraft(current(), draft, pick), draft);
                reset();
              }}
              data-testid="cv-review-apply"
            >
              {t('cvImport.apply')}
            </Button>
          </Flex>
        ) : null
      }
      data-testid="cv-import-dialog"
    >
      {!draft && (
        <>
          <Typography.Paragraph>{t('cvImport.uploadText')}</Typography.Paragraph>
          <Upload
            accept={RESUME_ACCEPT}
            showUploadList={false}
            beforeUpload={async (file) => {
              const p = resumeProblem(file);
              if (p) {
                setProblem(t(`resume.problem.${p}`));
                return false;
              }
              setProblem(null);
              try {
                const d = await importCv(file).unwrap();
                setPick(defaultSelection(current(), d));
                setDraft(d);
              } catch (error) {
                setProblem(apiErrorBody(error)?.message ?? t('cvImport.failed'));
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={state.isLoading} data-testid="cv-import-upload">
              {t('cvImport.choose')}
            </Button>
          </Upload>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
            {t('cvImport.privacy')}
          </Typography.Paragraph>
          <div role="status" aria-live="polite" style={{ minHeight: 1 }}>
            {state.isLoading ? t('cvImport.reading') : ''}
          </div>
          {/* antd's Alert is role="alert": announced when it appears */}
          {problem && <Alert type="error" showIcon title={problem} data-testid="cv-import-problem" />}
        </>
      )}
      {draft && pick && currentValues && (
        <div data-testid="cv-review">
          <div role="status" aria-live="polite">
            <Typography.Paragraph>
              {nothingFound ? t('cvImport.nothing') : t('cvImport.reviewText')}
            </Typography.Paragraph>
          </div>
          {CV_SCALARS.some((f) => draftValue(draft, f)) && (
            <Group id="basic" title={t('profile.sections.basic')}>
              {CV_SCALARS.filter((f) => draftValue(draft, f)).map((f: CvScalar) => {
                const now = ((currentValues[f] as string | undefined) ?? '').trim();
                return (
                  <Checkbox
                    key={f}
                    checked={pick.fields.includes(f)}
                    onChange={(e) => setPick({ ...pick, fields: toggle(pick.fields, f, e.target.checked) })}
                    data-testid={`cv-pick-${f}`}
                  >
                    <span>
                      <strong>{t(`profile.fields.${f}`)}:</strong> {draftValue(draft, f)}
                      {now && now !== draftValue(draft, f) && (
                        <Typography.Text type="secondary">
                          {' '}
                          ({t('cvImport.replaces', { value: now })})
                        </Typography.Text>
                      )}
                    </span>
                  </Checkbox>
                );
              })}
              {draft.email && (
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t('cvImport.emailFound', { email: draft.email })}
                </Typography.Text>
              )}
            </Group>
          )}
          {draft.experiences.length > 0 && (
            <Group id="experiences" title={t('profile.sections.experiences')}>
              {draft.experiences.map((e, i) => (
                <Checkbox
                  key={`${e.title}-${e.start}-${i}`}
                  checked={pick.experiences.includes(i)}
                  onChange={(ev) =>
                    setPick({ ...pick, experiences: toggle(pick.experiences, i, ev.target.checked) })
                  }
                  data-testid="cv-pick-experience"
                >
                  <span>
                    <strong>{e.title || t('cvImport.noTitle')}</strong>
                    {e.company ? ` · ${e.company}` : ''} · {period(e.start, e.end)}
                  </span>
                </Checkbox>
              ))}
            </Group>
          )}
          {draft.educations.length > 0 && (
            <Group id="educations" title={t('profile.sections.educations')}>
              {draft.educations.map((e, i) => (
                <Checkbox
                  key={`${e.institution}-${i}`}
                  checked={pick.educations.includes(i)}
                  onChange={(ev) =>
                    setPick({ ...pick, educations: toggle(pick.educations, i, ev.target.checked) })
                  }
                  data-testid="cv-pick-education"
                >
                  <span>
                    <strong>{e.institution || t('cvImport.noInstitution')}</strong>
                    {[e.degree, e.field, educationName(e.education_level_id), e.graduated_year]
                      .filter(Boolean)
                      .map((x) => ` · ${String(x)}`)
                      .join('')}
                  </span>
                </Checkbox>
              ))}
            </Group>
          )}
          {draft.skills.length > 0 && (
            <Group id="skills" title={t('profile.sections.skills')}>
              <Flex gap={8} wrap="wrap">
                {draft.skills.map((s) => (
                  <Checkbox
                    key={s.slug}
                    checked={pick.skills.includes(s.slug)}
                    onChange={(e) =>
                      setPick({ ...pick, skills: toggle(pick.skills, s.slug, e.target.checked) })
                    }
                    data-testid={`cv-pick-skill-${s.slug}`}
                  >
                    {skillName(s.slug) || s.slug}
                  </Checkbox>
                ))}
              </Flex>
              {draft.other_skills.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t('cvImport.otherSkills', { list: draft.other_skills.join(', ') })}
                </Typography.Text>
              )}
            </Group>
          )}
          <Alert type="info" showIcon title={t('cvImport.notSaved')} />
        </div>
      )}
    </Modal>
  );
}
