import { Type, type Static } from 'typebox';
import { COMPANY_LIMITS, COMPANY_SIZES, LOOKUP_ID_MAX, PHONE_PATTERN } from './bounds';
import { JobCard } from './jobs';
import { Nullable, OrNull, Ref, StringEnum } from './schema';
import { TEAM_ROLES } from './team';

export const ContactLink = Type.Object(
  {
    /** a contact link type id (lookups.contactLinkTypes), 1..10 */
    type: Type.Integer({ minimum: 1, maximum: COMPANY_LIMITS.contactLinkTypeMax }),
    value: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactLinkValueMax }),
  },
  { $id: 'ContactLink', additionalProperties: false },
);
export type ContactLink = Static<typeof ContactLink>;

const companyProps = {
  id: Type.String(),
  name_th: Type.String(),
  name_en: Type.String(),
  company_type_id: Nullable(Type.Integer()),
  logo_url: Nullable(Type.String()),
  about_th: Type.String(),
  about_en: Type.String(),
  benefits: Type.Array(Type.String()),
  size: OrNull(StringEnum(COMPANY_SIZES)),
  website: Nullable(Type.String()),
  contact_links: Type.Array(Ref(ContactLink)),
  address: Type.String(),
  province_id: Nullable(Type.Integer()),
  verified: Type.Boolean(),
};

export const Company = Type.Object(companyProps, { $id: 'Company' });
export type Company = Static<typeof Company>;

/** GET /api/companies/:id: a company's public page with its open jobs. */
export const PublicCompany = Type.Object(
  { ...companyProps, open_jobs: Type.Array(Ref(JobCard)) },
  { $id: 'PublicCompany' },
);
export type PublicCompany = Static<typeof PublicCompany>;

/** GET /api/corporate/profile -> { data: CorporateProfile[] } */
export const CorporateProfile = Type.Object(
  {
    uid: Type.String(),
    email: Type.String(),
    status: Type.Boolean(),
    contact_name: Type.String(),
    phone: Type.String(),
    company: Ref(Company),
    /** the member's role in the company's team (issue 43) */
    role: StringEnum(TEAM_ROLES),
  },
  { $id: 'CorporateProfile' },
);
export type CorporateProfile = Static<typeof CorporateProfile>;

/** POST /api/corporate/create (spec section 7). The password is never stored nor logged. */
export const CorporateCreateInput = Type.Object(
  {
    uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }),
    email: Type.String({ format: 'email', maxLength: COMPANY_LIMITS.emailMax }),
    password: Type.String({ minLength: COMPANY_LIMITS.passwordMin, maxLength: COMPANY_LIMITS.passwordMax }),
    name: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.nameMax }),
    company_type_id: Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX }),
    contact_name: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactNameMax }),
    phone: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.phoneMax, pattern: '^[0-9+\\- ]+$' }),
  },
  { $id: 'CorporateCreateInput', additionalProperties: false },
);
export type CorporateCreateInput = Static<typeof CorporateCreateInput>;

/** PUT /api/corporate/profile: the company's fields and the contact person, each optional (a partial update). */
export const CompanyProfileInput = Type.Object(
  {
    name_th: Type.Optional(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.nameMax })),
    name_en: Type.Optional(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.nameMax })),
    company_type_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX }))),
    about_th: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.aboutMax })),
    about_en: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.aboutMax })),
    benefits: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.benefitMax }), {
        maxItems: COMPANY_LIMITS.benefitsMax,
      }),
    ),
    size: Type.Optional(OrNull(StringEnum(COMPANY_SIZES))),
    website: Type.Optional(Nullable(Type.String({ maxLength: COMPANY_LIMITS.websiteMax }))),
    contact_links: Type.Optional(Type.Array(Ref(ContactLink), { maxItems: COMPANY_LIMITS.contactLinksMax })),
    address: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.addressMax })),
    province_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX }))),
    contact_name: Type.Optional(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactNameMax })),
    phone: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.phoneMax, pattern: PHONE_PATTERN })),
  },
  { $id: 'CompanyProfileInput', additionalProperties: false },
);
export type CompanyProfileInput = Static<typeof CompanyProfileInput>;
/** The company's part of CompanyProfileInput. */
export type CompanyInput = Omit<CompanyProfileInput, 'contact_name' | 'phone'>;

/** The schemas of this module registered by `$id`. */
export const COMPANY_SCHEMAS = [
  ContactLink,
  Company,
  PublicCompany,
  CorporateProfile,
  CorporateCreateInput,
  CompanyProfileInput,
] as const;
