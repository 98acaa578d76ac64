import type { EducationLevel, Lookups, Province, Skill } from '@jobportal/contracts';
import { pickLocalized, skillLabel, type Locale } from 'mf_shared_ui/platform';
import { useCandidateLookupsQuery } from '../api/sharedApi';
import { useLocale } from './useLocale';

export interface LookupHelpers {
  lookups: Lookups | undefined;
  provinces: Province[];
  skills: Skill[];
  educationLevels: EducationLevel[];
  provinceName: (id: number | null | undefined) => string;
  skillName: (slug: string) => string;
  educationName: (id: number | null | undefined) => string;
}

function makeHelpers(data: Lookups | undefined, locale: Locale): LookupHelpers {
  const provinces = data?.provinces ?? [];
  const skills = data?.skills ?? [];
  const educationLevels = data?.educationLevels ?? [];
  const provinceById = new Map(provinces.map((p) => [p.id, p]));
  const skillBySlug = new Map(skills.map((s) => [s.slug, s]));
  const educationById = new Map(educationLevels.map((e) => [e.id, e]));
  return {
    lookups: data,
    provinces,
    skills,
    educationLevels,
    provinceName: (id) => {
      const p = id == null ? undefined : provinceById.get(id);
      return p ? pickLocalized(p, 'name', locale) : '';
    },
    skillName: (slug) => {
      const s = skillBySlug.get(slug);
      return s ? skillLabel(s, locale) : slug;
    },
    educationName: (id) => {
      const e = id == null ? undefined : educationById.get(id);
      return e ? pickLocalized(e, 'name', locale) : '';
    },
  };
}

/**
 * The helpers of one lookups answer in one locale, made once for all the components that ask (every job card of a
 * list asks; each built its own id maps of every province, skill and education level).
 */
const helpersOf = new WeakMap<Lookups, Partial<Record<Locale, LookupHelpers>>>();
const withoutLookups: Partial<Record<Locale, LookupHelpers>> = {};

export function lookupHelpers(data: Lookups | undefined, locale: Locale): LookupHelpers {
  if (!data) return (withoutLookups[locale] ??= makeHelpers(undefined, locale));
  let byLocale = helpersOf.get(data);
  if (!byLocale) helpersOf.set(data, (byLocale = {}));
  return (byLocale[locale] ??= makeHelpers(data, locale));
}

/** Lookups (provinces, skills, education levels) with locale-aware name helpers. Cached for an hour. */
export function useLookups(): LookupHelpers {
  const { data } = useCandidateLookupsQuery();
  return lookupHelpers(data, useLocale());
}
