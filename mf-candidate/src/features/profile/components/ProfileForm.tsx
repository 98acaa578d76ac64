import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@jobportal/contracts';
import { CANDIDATE_LIMITS, LANGUAGE_LEVELS, SKILL_LEVELS } from '@jobportal/contracts/bounds';
import { inSentence, pickLocalized, sessionActions, skillLabel, useAppDispatch } from 'mf_shared_ui/platform';
import { digitsOnly } from 'mf_shared_ui/validation';
import { Button, Col, Flex, Input, Row, Typography, notify } from 'mf_shared_ui/ui';
import { Select, Checkbox, Form, InputNumber, Switch } from 'mf_shared_ui/ui-form';
import type { FormRule } from 'mf_shared_ui/ui-form';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { DeleteOutlined, PlusOutlined } from 'mf_shared_ui/icons';
import { RepeatableCards } from './RepeatableCards';
import { CvImportBar } from './CvImportBar';
import { SuggestedSkillsRow } from '../../../shared/ai/SuggestedSkillsRow';
import { useLookups } from '../../../shared/hooks/useLookups';
import { useLocale } from '../../../shared/hooks/useLocale';
import { apiErrorBody, fieldPath } from '../../../shared/utils/apiError';
import { HIRE_TYPES, WORK_TYPES } from '../../../shared/utils/enums';
import { useCandidateUpdateProfileMutation } from '../api/profileApi';
import { LIMITS, toFormValues, toProfileInput, type ProfileFormValues } from '../utils/profileForm';

const LANGUAGES = [
  'th',
  'en',
  'zh',
  'ja',
  'ko',
  'fr',
  'de',
  'es',
  'vi',
  'my',
  'lo',
  'km',
  'ms',
  'id',
  'hi',
  'ru',
  'ar',
];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const digitsEvent = (e: React.ChangeEvent<HTMLInputElement>) => digitsOnly(e.target.value);

function Section({
  id,
  title,
  children,
  extra,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  extra?: React.ReactNode;
}) {
  return (
    <Card
      id={`section-${id}`}
      title={title}
      extra={extra}
      style={{ marginBottom: 16, scrollMarginTop: 80 }}
      data-testid={`profile-section-${id}`}
    >
      {children}
    </Card>
  );
}

/** Every editable field of the candidate profile. Bad input keeps the typed values; server field errors land on fields. */
export function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileFormValues>();
  const { provinces, skills, educationLevels } = useLookups();
  const [save, saveState] = useCandidateUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo(() => toFormValues(profile), [profile.uid]); // eslint-disable-line react-hooks/exhaustive-deps

  const required = (label: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('profile.validation.required', { field: inSentence(label) }),
  });
  const max = (n: number): FormRule => ({ max: n, message: t('profile.validation.max', { max: n }) });

  const provinceOptions = useMemo(
    () =>
      provinces.map((p) => ({
        value: p.id,
        label: pickLocalized(p, 'name', locale),
        search: `${p.name_th} ${p.name_en}`.toLowerCase(),
      })),
    [provinces, locale],
  );
  const skillOptions = useMemo(
    () =>
      skills.map((s) => ({
        value: s.slug,
        label: skillLabel(s, locale),
        search: [s.name, s.name_th ?? '', s.slug, ...s.aliases].join(' ').toLowerCase(),
      })),
    [skills, locale],
  );
  const educationOptions = educationLevels.map((e) => ({
    value: e.id,
    label: pickLocalized(e, 'name', locale),
  }));
  const filterOption = (input: string, option?: { search?: string }) =>
    Boolean(option?.search?.includes(input.toLowerCase()));

  const onFinish = async (values: ProfileFormValues) => {
    setFormError(null);
    try {
      const saved = await save(toProfileInput(values)).unwrap();
      dispatch(sessionActions.profileLoaded(saved));
      // values taken from a CV are the profile's now (issue 44)
      dispatch(sessionActions.setCandidateAutoFill(false));
      notify({ color: 'success', title: t('common.saved'), timeout: 2000 });
    } catch (error) {
      const body = apiErrorBody(error);
      if (body?.fields?.length) {
        form.setFields(
          body.fields.map((f) => ({
            name: fieldPath(f.field) as never,
            errors: [f.message || t('profile.validation.invalid')],
          })),
        );
      }
      setFormError(body?.message ?? t('common.saveFailed'));
      notify({ color: 'error', title: t('common.saveFailed') });
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={() => setFormError(t('profile.validation.fix'))}
      scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
      validateTrigger={['onChange', 'onBlur']}
      data-testid="profile-form"
      requiredMark
    >
      <CvImportBar form={form} saved={() => toFormValues(profile)} />
      <Section id="basic" title={t('profile.sections.basic')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="first_name"
              label={t('profile.fields.first_name')}
              rules={[required(t('profile.fields.first_name')), max(LIMITS.name)]}
            >
              <Input autoComplete="given-name" maxLength={LIMITS.name + 20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="last_name"
              label={t('profile.fields.last_name')}
              rules={[required(t('profile.fields.last_name')), max(LIMITS.name)]}
            >
              <Input autoComplete="family-name" maxLength={LIMITS.name + 20} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="headline"
          label={t('profile.fields.headline')}
          rules={[max(LIMITS.headline)]}
          extra={t('profile.hints.headline')}
        >
          <Input showCount maxLength={LIMITS.headline} />
        </Form.Item>
        <Form.Item name="about" label={t('profile.fields.about')} rules={[max(LIMITS.about)]}>
          <Input.TextArea rows={5} showCount maxLength={LIMITS.about} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('profile.fields.phone')}
              getValueFromEvent={digitsEvent}
              rules={[
                {
                  validator: (_r, value: string) =>
                    !value || (value.length >= LIMITS.phoneMin && value.length <= LIMITS.phoneMax)
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(
                            t('profile.validation.phone', { min: LIMITS.phoneMin, max: LIMITS.phoneMax }),
                          ),
                        ),
                },
              ]}
            >
              <Input inputMode="numeric" autoComplete="tel" maxLength={LIMITS.phoneMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="province_id" label={t('profile.fields.province_id')}>
              <Select
                allowClear
                showSearch={{ filterOption }}
                options={provinceOptions}
                aria-label={t('profile.fields.province_id')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section id="skills" title={t('profile.sections.skills')}>
        <Form.List
          name="skills"
          rules={[
            {
              validator: async (_r, list: ProfileFormValues['skills']) => {
                const slugs = (list ?? []).map((s) => s?.slug).filter(Boolean);
                if (new Set(slugs).size !== slugs.length)
                  throw new Error(t('profile.validation.duplicateSkill'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col xs={14} md={14}>
                    <Form.Item
                      name={[field.name, 'slug']}
                      rules={[{ required: true, message: t('profile.validation.chooseSkill') }]}
                    >
                      <Select
                        showSearch={{ filterOption }}
                        options={skillOptions}
                        placeholder={t('profile.placeholders.skill')}
                        aria-label={t('profile.fields.skill')}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={8}>
                    <Form.Item
                      name={[field.name, 'level']}
                      rules={[{ required: true, message: t('profile.validation.chooseLevel') }]}
                    >
                      <Select
                        aria-label={t('profile.fields.skillLevel')}
                        options={SKILL_LEVELS.map((l) => ({ value: l, label: t(`skillLevel.${l}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={2}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('profile.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ level: 'intermediate' })}
                disabled={fields.length >= 50}
              >
                {t('profile.addSkill')}
              </Button>
              {/* Saved at once (PUT profile) and mirrored into the form, so a later save keeps it. */}
              <SuggestedSkillsRow
                exclude={((form.getFieldValue('skills') ?? []) as ProfileFormValues['skills']).map(
                  (s) => s?.slug ?? '',
                )}
                onAdded={(slug) => {
                  const current = (form.getFieldValue('skills') ?? []) as ProfileFormValues['skills'];
                  if (!current.some((s) => s?.slug === slug)) add({ slug, level: 'intermediate' });
                }}
              />
            </>
          )}
        </Form.List>
        <Form.Item
          name="years_experience"
          label={t('profile.fields.years_experience')}
          style={{ marginTop: 16 }}
        >
          <InputNumber min={0} max={LIMITS.yearsMax} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Section>

      <Section id="experiences" title={t('profile.sections.experiences')}>
        <RepeatableCards
          name="experiences"
          itemTitle={(n) => t('profile.experienceN', { n })}
          addLabel={t('profile.addExperience')}
          max={30}
          newItem={() => ({ company: '', title: '', start: '', end: '', current: false, description: '' })}
        >
          {(field) => (
            <>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('profile.fields.jobTitle')}
                    rules={[required(t('profile.fields.jobTitle')), max(LIMITS.text)]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'company']}
                    label={t('profile.fields.company')}
                    rules={[required(t('profile.fields.company')), max(LIMITS.text)]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={[field.name, 'start']}
                    label={t('profile.fields.start')}
                    rules={[
                      required(t('profile.fields.start')),
                      { pattern: MONTH, message: t('profile.validation.month') },
                    ]}
                  >
                    <Input type="month" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const current = form.getFieldValue(['experiences', field.name, 'current']);
                      return (
                        <Form.Item
                          name={[field.name, 'end']}
                          label={t('profile.fields.end')}
                          dependencies={[
                            ['experiences', field.name, 'start'],
                            ['experiences', field.name, 'current'],
                          ]}
                          rules={[
                            {
                              validator: async (_r, value: string) => {
                                if (current) return;
                                if (!value) throw new Error(t('profile.validation.endOrCurrent'));
                                if (!MONTH.test(value)) throw new Error(t('profile.validation.month'));
                                const start = form.getFieldValue(['experiences', field.name, 'start']);
                                if (start && value < start)
                                  throw new Error(t('profile.validation.endBeforeStart'));
                              },
                            },
                          ]}
                        >
                          <Input type="month" disabled={current} />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'current']} valuePropName="checked" label=" ">
                    <Checkbox>{t('profile.fields.current')}</Checkbox>
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name={[field.name, 'description']}
                label={t('profile.fields.description')}
                rules={[max(LIMITS.description)]}
              >
                <Input.TextArea rows={3} showCount maxLength={LIMITS.description} />
              </Form.Item>
            </>
          )}
        </RepeatableCards>
      </Section>

      <Section id="educations" title={t('profile.sections.educations')}>
        <RepeatableCards
          name="educations"
          itemTitle={(n) => t('profile.educationN', { n })}
          addLabel={t('profile.addEducation')}
          max={20}
          newItem={() => ({
            institution: '',
            degree: '',
            field: '',
            education_level_id: null,
            graduated_year: null,
          })}
        >
          {(field) => (
            <>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'institution']}
                    label={t('profile.fields.institution')}
                    rules={[required(t('profile.fields.institution')), max(LIMITS.text)]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'education_level_id']}
                    label={t('profile.fields.education_level')}
                  >
                    <Select
                      allowClear
                      options={educationOptions}
                      aria-label={t('profile.fields.education_level')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'degree']}
                    label={t('profile.fields.degree')}
                    rules={[max(LIMITS.text)]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'field']}
                    label={t('profile.fields.field')}
                    rules={[max(LIMITS.text)]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'graduated_year']} label={t('profile.fields.graduated_year')}>
                    <InputNumber
                      min={CANDIDATE_LIMITS.graduatedYearMin}
                      max={CANDIDATE_LIMITS.graduatedYearMax}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </>
          )}
        </RepeatableCards>
      </Section>

      <Section id="languages" title={t('profile.sections.languages')}>
        <Form.List name="languages">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8}>
                  <Col xs={12}>
                    <Form.Item
                      name={[field.name, 'language']}
                      rules={[{ required: true, message: t('profile.validation.chooseLanguage') }]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        aria-label={t('profile.fields.language')}
                        options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10}>
                    <Form.Item
                      name={[field.name, 'level']}
                      rules={[{ required: true, message: t('profile.validation.chooseLevel') }]}
                    >
                      <Select
                        aria-label={t('profile.fields.languageLevel')}
                        options={LANGUAGE_LEVELS.map((l) => ({ value: l, label: t(`languageLevel.${l}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={2}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('profile.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ level: 'conversational' })}
                disabled={fields.length >= 20}
              >
                {t('profile.addLanguage')}
              </Button>
            </>
          )}
        </Form.List>
      </Section>

      <Section id="preferences" title={t('profile.sections.preferences')}>
        <Form.Item
          name="expected_salary"
          label={t('profile.fields.expected_salary')}
          getValueFromEvent={digitsEvent}
          rules={[
            {
              validator: async (_r, value: string) => {
                if (value && Number(value) > LIMITS.salaryMax)
                  throw new Error(t('profile.validation.salaryMax'));
              },
            },
          ]}
          extra={t('profile.hints.salary')}
        >
          <Input inputMode="numeric" prefix="฿" maxLength={9} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="preferred_work_types" label={t('profile.fields.preferred_work_types')}>
          <Checkbox.Group options={WORK_TYPES.map((w) => ({ value: w, label: t(`workType.${w}`) }))} />
        </Form.Item>
        <Form.Item name="preferred_hire_types" label={t('profile.fields.preferred_hire_types')}>
          <Checkbox.Group options={HIRE_TYPES.map((h) => ({ value: h, label: t(`hireType.${h}`) }))} />
        </Form.Item>
        <Flex gap={12} align="center">
          <Form.Item name="visible_to_employers" valuePropName="checked" noStyle>
            <Switch aria-labelledby="visible-label" />
          </Form.Item>
          <Typography.Text id="visible-label">{t('profile.fields.visible_to_employers')}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('profile.hints.visible')}
        </Typography.Text>
      </Section>

      {formError && (
        <Alert
          type="error"
          showIcon
          title={formError}
          style={{ marginBottom: 16 }}
          data-testid="profile-form-error"
        />
      )}
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'rgba(255,255,255,0.95)',
          padding: '12px 0',
          zIndex: 2,
        }}
      >
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={saveState.isLoading}
          data-testid="profile-save"
        >
          {t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
