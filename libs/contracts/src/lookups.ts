import { Type, type Static } from 'typebox';
import { DATE_POSTED, HIRE_TYPES, WORK_TYPES } from './bounds';
import { IntegerEnum, Nullable, StringEnum } from './schema';

export const Province = Type.Object({
  id: Type.Integer({ description: '1..77' }),
  name_th: Type.String(),
  name_en: Type.String(),
  region: Type.String(),
});
export type Province = Static<typeof Province>;

export const CompanyType = Type.Object({
  id: Type.Integer(),
  name_th: Type.String(),
  name_en: Type.String(),
});
export type CompanyType = Static<typeof CompanyType>;

export const EducationLevel = Type.Object({
  id: Type.Integer({ description: 'ordered: a higher id is a higher level' }),
  name_th: Type.String(),
  name_en: Type.String(),
});
export type EducationLevel = Static<typeof EducationLevel>;

export const Skill = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: "'javascript'" }),
  name: Type.String({ description: "canonical display name 'JavaScript'" }),
  name_th: Nullable(Type.String()),
  aliases: Type.Array(Type.String(), { description: "'js', 'จาวาสคริปต์'" }),
  category: Type.String({
    description: "'language' | 'frontend' | 'backend' | 'data' | 'devops' | 'mobile' | 'role' | ...",
  }),
});
export type Skill = Static<typeof Skill>;

export const ContactLinkType = Type.Object({
  id: Type.Integer({ description: '1..10, see spec section 3' }),
  key: Type.String({
    description:
      "'line' | 'wechat' | 'phone' | 'mobile' | 'email' | 'website' | 'facebook' | 'linkedin' | 'address' | 'other'",
  }),
  name_th: Type.String(),
  name_en: Type.String(),
});
export type ContactLinkType = Static<typeof ContactLinkType>;

/** GET /api/lookups */
export const Lookups = Type.Object(
  {
    provinces: Type.Array(Province),
    companyTypes: Type.Array(CompanyType),
    educationLevels: Type.Array(EducationLevel),
    skills: Type.Array(Skill),
    workTypes: Type.Array(StringEnum(WORK_TYPES)),
    hireTypes: Type.Array(StringEnum(HIRE_TYPES)),
    datePosted: Type.Array(IntegerEnum(DATE_POSTED)),
    contactLinkTypes: Type.Array(ContactLinkType),
  },
  { $id: 'Lookups' },
);
export type Lookups = Static<typeof Lookups>;
