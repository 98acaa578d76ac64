import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobInput, Lookups } from '@jobportal/contracts';
import { HIRE_TYPES, JOB_LIMITS, WORK_TYPES } from '@jobportal/contracts/bounds';
import { skillLabel } from 'mf_shared_ui/platform';
import { blockEnter, digitsOnly } from 'mf_shared_ui/validation';
import { Button, Col, Input, notify, Row, Space } from 'mf_shared_ui/ui';
import { Select, Checkbox, Form, invalidFieldsOf, reportInvalidFields } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { EyeOutlined } from 'mf_shared_ui/icons';
import { apiFailure } from '../../../shared/utils/errors';
import { applyServerErrors } from '../../../shared/utils/forms';
import { htmlText } from 'mf_shared_ui/html';
import {
  clearDraft,
  EMPTY_JOB,
  formToJobInput,
  loadDraft,
  salaryProblem,
  saveDraft,
  todayIso,
  type JobFormValues,
} from '../utils/jobForm';
import { JobPreview, type PreviewCompany } from './JobPreview';
import { RailStationSelect } from './RailStationSelect';
import { LazyRichTextEditor } from '@jobportal/rich-text';

export interface JobFormAction {
  intent: string;
  label: string;
  primary?: boolean;
}

export interface JobFormProps {
  initialValues: JobFormValues;
  /** localStorage key of the unsaved form (per job id); cleared after a successful save. */
  storageKey: string;
  lookups?: Lookups;
  locale: 'th' | 'en';
  company?: PreviewCompany | null;
  actions: JobFormAction[];
  /** Throws the RTK Query error on failure; VALIDATION_ERROR fields are mapped onto the form. */
  onSubmit: (input: JobInput, intent: string) => Promise<void>;
  extra?: ReactNode;
  /** more parts of the job, saved with it by the page (e.g. the screening questions), above the actions */
  sections?: ReactNode;
}

const FIELDS = Object.keys(EMPTY_JOB);

export function JobForm(props: JobFormProps) {
  const { t } = useTranslation('corporate');
  const [form] = Form.useForm<JobFormValues>();
  const [restoredDraft] = useState(() => loadDraft(props.storageKey));
  const [showRestored, setShowRestored] = useState(Boolean(restoredDraft));
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<JobInput | null>(null);
  const negotiable = Form.useWatch('salary_negotiable', form);
  const { lookups, locale } = props;

  const skillOptions = useMemo(
    () =>
      [...(lookups?.skills ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => ({
          value: s.slug,
          label: skillLabel(s, locale),
          search: [s.slug, s.name, s.name_th ?? '', ...s.aliases].join(' ').toLowerCase(),
        })),
    [lookups, locale],
  );
  const provinceOptions = (lookups?.provinces ?? []).map((p) => ({
    value: p.id,
    label: locale === 'en' ? p.name_en : p.name_th,
  }));
  const educationOptions = (lookups?.educationLevels ?? []).map((e) => ({
    value: e.id,
    label: locale === 'en' ? e.name_en : e.name_th,
  }));

  const run = async (intent: string) => {
    let values: JobFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as JobFormValues;
    } catch (error) {
      // the focus goes to the first invalid field (the editor too: its id is the field's) and its message is read
      reportInvalidFields(form, invalidFieldsOf(error));
      notify({ title: t('common.fixErrors'), color: 'error' });
      return;
    }
    setBusy(intent);
    try {
      await props.onSubmit(formToJobInput(values), intent);
      clearDraft(props.storageKey);
      setShowRestored(false);
    } catch (error) {
      const failure = apiFailure(error);
      applyServerErrors(form, failure, FIELDS);
      notify({ title: t('common.saveFailed'), description: failure?.message ?? undefined, color: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const discard = () => {
    clearDraft(props.storageKey);
    form.resetFields();
    form.setFieldsValue(props.initialValues);
    setShowRestored(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!(e.target as HTMLElement).isContentEditable) blockEnter(e);
  };

  const salaryRule = (which: 'min' | 'max') => ({
    validator: () => {
      const key = salaryProblem(
        form.getFieldsValue(['salary_min', 'salary_max', 'salary_negotiable']) as JobFormValues,
        which,
      );
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  });

  return (
    <Form<JobFormValues>
      form={form}
      layout="vertical"
      initialValues={restoredDraft ?? props.initialValues}
      onValuesChange={(_changed, all) =>
        saveDraft(props.storageKey, { ...form.getFieldsValue(true), ...all })
      }
      onKeyDown={onKeyDown}
      scrollToFirstError={{ block: 'center', focus: true }}
      data-testid="job-form"
    >
      {showRestored && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('job.restored')}
          action={
            <Button size="small" onClick={discard}>
              {t('job.discardDraft')}
            </Button>
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Form.Item
          name="title"
          label={t('job.title')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: JOB_LIMITS.titleMin,
              max: JOB_LIMITS.titleMax,
              message: t('job.requiredTitle'),
            },
          ]}
        >
          <Input placeholder={t('job.titlePlaceholder')} maxLength={JOB_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item
          name="description_html"
          label={t('job.description')}
          rules={[
            {
              validator: (_r, v: string) =>
                htmlText(v) === ''
                  ? Promise.reject(new Error(t('job.requiredDescription')))
                  : Promise.resolve(),
            },
            { max: JOB_LIMITS.descriptionMax, message: t('job.tooLong') },
          ]}
        >
          <LazyRichTextEditor aria-label={t('job.description')} data-testid="editor-description" />
        </Form.Item>
        <Form.Item
          name="qualifications_html"
          label={t('job.qualifications')}
          rules={[{ max: JOB_LIMITS.qualificationsMax, message: t('job.tooLong') }]}
        >
          <LazyRichTextEditor
            aria-label={t('job.qualifications')}
            minHeight={120}
            data-testid="editor-qualifications"
          />
        </Form.Item>
        <Form.Item
          name="skills"
          label={t('job.skills')}
          rules={[
            {
              required: true,
              type: 'array',
              min: JOB_LIMITS.skillsMin,
              max: JOB_LIMITS.skillsMax,
              message: t('job.requiredSkills'),
            },
          ]}
        >
          <Select
            mode="multiple"
            showSearch={{
              filterOption: (input, option) => Boolean(option?.search.includes(input.trim().toLowerCase())),
            }}
            allowClear
            maxCount={30}
            placeholder={t('job.skillsPlaceholder')}
            options={skillOptions}
            aria-label={t('job.skills')}
            data-testid="skills-select"
          />
        </Form.Item>
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="province_id"
              label={t('job.province')}
              rules={[{ required: true, message: t('job.requiredProvince') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={provinceOptions}
                placeholder={t('job.select')}
                aria-label={t('job.province')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="work_type"
              label={t('job.workType')}
              rules={[{ required: true, message: t('job.requiredWorkType') }]}
            >
              <Select
                options={WORK_TYPES.map((w) => ({ value: w, label: t(`workType.${w}`) }))}
                placeholder={t('job.select')}
                aria-label={t('job.workType')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="hire_type"
              label={t('job.hireType')}
              rules={[{ required: true, message: t('job.requiredHireType') }]}
            >
              <Select
                options={HIRE_TYPES.map((h) => ({ value: h, label: t(`hireType.${h}`) }))}
                placeholder={t('job.select')}
                aria-label={t('job.hireType')}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="rail_stations"
              label={t('job.railStations')}
              extra={<span id="rail-stations-help">{t('job.railStationsHelp')}</span>}
            >
              <RailStationSelect
                locale={locale}
                placeholder={t('job.railStationsPlaceholder')}
                aria-label={t('job.railStations')}
                aria-describedby="rail-stations-help"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="education_level_id" label={t('job.education')}>
              <Select
                allowClear
                options={educationOptions}
                placeholder={t('job.anyEducation')}
                aria-label={t('job.education')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="years_experience_min"
              label={t('job.years')}
              normalize={(v: string) => digitsOnly(v ?? '')}
              rules={[
                {
                  validator: (_r, v: string) =>
                    v !== '' && v != null && Number(v) <= JOB_LIMITS.yearsExperienceMax
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('job.yearsRange'))),
                },
              ]}
            >
              <Input inputMode="numeric" maxLength={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="valid_through"
              label={t('job.validThrough')}
              rules={[
                {
                  validator: (_r, v: string) =>
                    !v || v > todayIso()
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('job.validThroughPast'))),
                },
              ]}
            >
              <Input type="date" min={todayIso(new Date(Date.now() + 86_400_000))} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item
              name="salary_min"
              label={t('job.salaryMin')}
              normalize={(v: string) => digitsOnly(v ?? '')}
              dependencies={['salary_max', 'salary_negotiable']}
              rules={[salaryRule('min')]}
            >
              <Input inputMode="numeric" maxLength={8} disabled={Boolean(negotiable)} prefix="฿" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="salary_max"
              label={t('job.salaryMax')}
              normalize={(v: string) => digitsOnly(v ?? '')}
              dependencies={['salary_min', 'salary_negotiable']}
              rules={[salaryRule('max')]}
            >
              <Input inputMode="numeric" maxLength={8} disabled={Boolean(negotiable)} prefix="฿" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="salary_negotiable" valuePropName="checked">
              <Checkbox>{t('job.negotiable')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {props.sections}
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {props.actions.map((a) => (
              <Button
                key={a.intent}
                type={a.primary ? 'primary' : 'default'}
                loading={busy === a.intent}
                disabled={Boolean(busy) && busy !== a.intent}
                onClick={() => void run(a.intent)}
                data-testid={`job-action-${a.intent}`}
              >
                {a.label}
              </Button>
            ))}
            {props.extra}
          </Space>
          <Button
            icon={<EyeOutlined />}
            onClick={() => setPreview(formToJobInput(form.getFieldsValue(true) as JobFormValues))}
            data-testid="job-preview-button"
          >
            {t('job.preview')}
          </Button>
        </Space>
      </Card>
      <Modal
        open={Boolean(preview)}
        onCancel={() => setPreview(null)}
        footer={null}
        width={950}
        title={t('job.previewTitle')}
        destroyOnHidden
      >
        {preview && <JobPreview job={preview} lookups={lookups} company={props.company} locale={locale} />}
      </Modal>
    </Form>
  );
}
