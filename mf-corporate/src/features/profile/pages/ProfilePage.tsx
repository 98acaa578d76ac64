import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CorporateProfile } from '@jobportal/contracts';
import { COMPANY_LIMITS } from '@jobportal/contracts/bounds';
import { roleCan } from '@jobportal/contracts/team';
import { usePageMeta } from 'mf_shared_ui/platform';
import { digitsOnly, blockEnter } from 'mf_shared_ui/validation';
import { Button, Col, Input, notify, Row, Space, Typography } from 'mf_shared_ui/ui';
import { Select, Form } from 'mf_shared_ui/ui-form';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert, Avatar, Divider } from 'mf_shared_ui/ui-feedback';
import { BankOutlined, UploadOutlined } from 'mf_shared_ui/icons';
import { useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLookups } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { applyServerErrors } from '../../../shared/utils/forms';
import {
  useUpdateCorporateProfileMutation,
  useUploadCorporateLogoMutation,
  type ProfileInput,
} from '../api/profileApi';
import { ContactLinksEditor } from '../components/ContactLinksEditor';
import { DownloadCompanyData } from '../components/DownloadCompanyData';
import { VerificationPanel } from '../components/VerificationPanel';
import { LOGO_TYPES, logoProblem } from '../../../shared/utils/contactLinks';
import { PageTitle } from '../../../shared/components/PageTitle';

const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

interface ProfileFormValues {
  name_th: string;
  name_en: string;
  about_th: string;
  about_en: string;
  benefits: string[];
  size: string | null;
  company_type_id: number | null;
  website: string;
  contact_links: { type: number; value: string }[];
  address: string;
  province_id: number | null;
  contact_name: string;
  phone: string;
}

function toForm(p: CorporateProfile): ProfileFormValues {
  const c = p.company;
  return {
    name_th: c.name_th,
    name_en: c.name_en,
    about_th: c.about_th,
    about_en: c.about_en,
    benefits: c.benefits ?? [],
    size: c.size,
    company_type_id: c.company_type_id,
    website: c.website ?? '',
    contact_links: c.contact_links ?? [],
    address: c.address,
    province_id: c.province_id,
    contact_name: p.contact_name,
    phone: p.phone,
  };
}

function toInput(v: ProfileFormValues): ProfileInput {
  return {
    name_th: v.name_th?.trim() ?? '',
    name_en: v.name_en?.trim() ?? '',
    about_th: v.about_th ?? '',
    about_en: v.about_en ?? '',
    benefits: (v.benefits ?? []).map((b) => b.trim()).filter(Boolean),
    size: (v.size as ProfileInput['size']) ?? null,
    company_type_id: v.company_type_id ?? null,
    website: v.website?.trim() ? v.website.trim() : null,
    contact_links: (v.contact_links ?? []).map((l) => ({ type: Number(l.type), value: l.value.trim() })),
    address: v.address ?? '',
    province_id: v.province_id ?? null,
    contact_name: v.contact_name?.trim() ?? '',
    phone: v.phone ?? '',
  };
}

export default function ProfilePage() {
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('profile.metaTitle'), description: t('profile.metaDescription'), noindex: true });
  const profile = useCorporateProfileQuery();
  const { lookups, locale, contactTypeName } = useLookups();
  const [form] = Form.useForm<ProfileFormValues>();
  const [save, saving] = useUpdateCorporateProfileMutation();
  const [upload, uploading] = useUploadCorporateLogoMutation();
  const [logoError, setLogoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (profile.data && loadedFor.current !== profile.data.company.id) {
      loadedFor.current = profile.data.company.id;
      form.setFieldsValue(toForm(profile.data));
    }
  }, [profile.data, form]);

  if (!profile.data)
    return (
      <QueryState
        isLoading={profile.isLoading || profile.isFetching}
        error={profile.error}
        refetch={profile.refetch}
      />
    );
  const company = profile.data.company;
  // the company's details are its owners' and admins'; every member keeps their own contact details (issue 43)
  const editsCompany = roleCan(profile.data.role, 'company:edit');

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      setLogoError(t(problem === 'size' ? 'profile.logoTooLarge' : 'profile.logoWrongType'));
      return;
    }
    setLogoError(null);
    try {
      await upload(file).unwrap();
      notify({ title: t('profile.logoUploaded'), color: 'success', timeout: 2000 });
    } catch (error) {
      setLogoError(apiFailure(error)?.message ?? t('common.saveFailed'));
    }
  };

  const onFinish = async (values: ProfileFormValues) => {
    try {
      const input = toInput(values);
      await save(editsCompany ? input : { contact_name: input.contact_name, phone: input.phone }).unwrap();
      notify({ title: t('common.saved'), color: 'success', timeout: 2000 });
    } catch (error) {
      const failure = apiFailure(error);
      applyServerErrors(form, failure);
      notify({ title: t('common.saveFailed'), description: failure?.message ?? undefined, color: 'error' });
    }
  };

  const nameOptions = (lookups?.provinces ?? []).map((p) => ({
    value: p.id,
    label: locale === 'en' ? p.name_en : p.name_th,
  }));

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flexbar>
        <PageTitle>{t('profile.title')}</PageTitle>
        <Link to={`/corporate/${company.id}`}>{t('profile.viewPublic')}</Link>
      </Flexbar>
      {editsCompany ? (
        <VerificationPanel />
      ) : (
        <Alert type="info" showIcon title={t('team.profileReadOnly')} data-testid="profile-read-only" />
      )}
      <Card title={t('profile.logo')}>
        <Space align="center" wrap size="large">
          <Avatar
            shape="square"
            size={96}
            src={company.logo_url ?? undefined}
            icon={<BankOutlined />}
            alt={t('profile.logo')}
          />
          <Space orientation="vertical">
            <input
              ref={fileInput}
              type="file"
              accept={LOGO_TYPES.join(',')}
              onChange={onLogo}
              style={{ display: 'none' }}
              aria-label={t('profile.uploadLogo')}
              data-testid="logo-input"
            />
            {editsCompany && (
              <Button
                icon={<UploadOutlined />}
                loading={uploading.isLoading}
                onClick={() => fileInput.current?.click()}
              >
                {t('profile.uploadLogo')}
              </Button>
            )}
            <Typography.Text type="secondary">{t('profile.logoHint')}</Typography.Text>
            {logoError && (
              <Typography.Text type="danger" role="alert">
                {logoError}
              </Typography.Text>
            )}
          </Space>
        </Space>
      </Card>
      <Card>
        <Form<ProfileFormValues>
          form={form}
          layout="vertical"
          disabled={!editsCompany}
          onFinish={onFinish}
          onKeyDown={blockEnter}
          scrollToFirstError={{ block: 'center', focus: true }}
          onFinishFailed={() => notify({ title: t('common.fixErrors'), color: 'error' })}
        >
          <Typography.Title level={4}>{t('profile.companySection')}</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="name_th"
                label={t('profile.nameTh')}
                dependencies={['name_en']}
                rules={[
                  { max: COMPANY_LIMITS.nameMax },
                  ({ getFieldValue }) => ({
                    validator: (_r, value: string) =>
                      value?.trim() || getFieldValue('name_en')?.trim()
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('profile.nameRequired'))),
                  }),
                ]}
              >
                <Input maxLength={COMPANY_LIMITS.nameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="name_en" label={t('profile.nameEn')} rules={[{ max: COMPANY_LIMITS.nameMax }]}>
                <Input maxLength={COMPANY_LIMITS.nameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="about_th"
                label={t('profile.aboutTh')}
                rules={[{ max: 5000, message: t('job.tooLong') }]}
              >
                <Input.TextArea rows={5} maxLength={5000} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="about_en"
                label={t('profile.aboutEn')}
                rules={[{ max: 5000, message: t('job.tooLong') }]}
              >
                <Input.TextArea rows={5} maxLength={5000} showCount />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="benefits" label={t('profile.benefits')}>
                <Select
                  mode="tags"
                  placeholder={t('profile.benefitsPlaceholder')}
                  tokenSeparators={[',']}
                  maxCount={COMPANY_LIMITS.benefitsMax}
                  open={false}
                  suffix={null}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="size" label={t('profile.size')}>
                <Select allowClear options={SIZES.map((s) => ({ value: s, label: t(`companySize.${s}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="company_type_id" label={t('profile.type')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(lookups?.companyTypes ?? []).map((c) => ({
                    value: c.id,
                    label: locale === 'en' ? c.name_en : c.name_th,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="website"
                label={t('profile.website')}
                rules={[
                  {
                    pattern: /^(https?:\/\/)?[^\s/$.?#][^\s.]*\.[^\s]{2,}$/i,
                    message: t('profile.websiteInvalid'),
                  },
                ]}
              >
                <Input inputMode="url" placeholder="https://" maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
          <Divider />
          <Typography.Title level={4}>{t('profile.contactLinks')}</Typography.Title>
          <ContactLinksEditor typeName={contactTypeName} />
          <Divider />
          <Typography.Title level={4}>{t('profile.contactSection')}</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="contact_name"
                label={t('profile.contactName')}
                rules={[{ max: COMPANY_LIMITS.contactNameMax }]}
              >
                <Input maxLength={COMPANY_LIMITS.contactNameMax} autoComplete="name" disabled={false} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="phone"
                label={t('profile.phone')}
                normalize={(v: string) => digitsOnly(v ?? '')}
                rules={[{ max: COMPANY_LIMITS.phoneMax }]}
              >
                <Input
                  inputMode="tel"
                  maxLength={COMPANY_LIMITS.phoneMax}
                  autoComplete="tel"
                  disabled={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="address"
                label={t('profile.address')}
                rules={[{ max: COMPANY_LIMITS.addressMax }]}
              >
                <Input.TextArea rows={2} maxLength={COMPANY_LIMITS.addressMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="province_id" label={t('profile.province')}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={nameOptions} />
              </Form.Item>
            </Col>
          </Row>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving.isLoading}
            disabled={false}
            size="large"
            data-testid="profile-save"
          >
            {t('common.save')}
          </Button>
        </Form>
      </Card>
      <DownloadCompanyData />
    </Space>
  );
}

function Flexbar({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 12,
      }}
    >
      {children}
    </div>
  );
}
