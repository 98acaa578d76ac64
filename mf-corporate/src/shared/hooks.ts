import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized, skillLabel, type Locale } from 'mf_shared_ui/platform';
import { useCorporateLookupsQuery } from './api/sharedApi';

export function useLocale(): Locale {
  const { i18n } = useTranslation('corporate');
  return i18n.language?.startsWith('en') ? 'en' : 'th';
}

/** Lookup tables plus name resolvers in the current language. */
export function useLookups() {
  const locale = useLocale();
  const query = useCorporateLookupsQuery();
  const data = query.data;
  const maps = useMemo(
    () => ({
      provinces: new Map((data?.provinces ?? []).map((p) => [p.id, p])),
      skills: new Map((data?.skills ?? []).map((s) => [s.slug, s])),
      companyTypes: new Map((data?.companyTypes ?? []).map((c) => [c.id, c])),
      education: new Map((data?.educationLevels ?? []).map((e) => [e.id, e])),
      contactTypes: new Map((data?.contactLinkTypes ?? []).map((c) => [c.id, c])),
    }),
    [data],
  );
  const provinceName = useCallback(
    (id: number | null | undefined) => {
      const p = id == null ? undefined : maps.provinces.get(id);
      return p ? pickLocalized(p, 'name', locale) : '';
    },
    [maps, locale],
  );
  const skillName = useCallback(
    (slug: string) => {
      const s = maps.skills.get(slug);
      if (!s) return slug;
      return skillLabel(s, locale);
    },
    [maps, locale],
  );
  const companyTypeName = useCallback(
    (id: number | null | undefined) => {
      const c = id == null ? undefined : maps.companyTypes.get(id);
      return c ? pickLocalized(c, 'name', locale) : '';
    },
    [maps, locale],
  );
  const educationName = useCallback(
    (id: number | null | undefined) => {
      const e = id == null ? undefined : maps.education.get(id);
      return e ? pickLocalized(e, 'name', locale) : '';
    },
    [maps, locale],
  );
  const contactTypeName = useCallback(
    (id: number) => {
      const c = maps.contactTypes.get(id);
      return c ? pickLocalized(c, 'name', locale) : String(id);
    },
    [maps, locale],
  );
  return {
    ...query,
    lookups: data,
    locale,
    provinceName,
    skillName,
    companyTypeName,
    educationName,
    contactTypeName,
  };
}
