import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionActions, useAppDispatch } from 'mf_shared_ui/platform';
import { notify } from 'mf_shared_ui/ui';
import { useCandidateProfileQuery } from '../api/sharedApi';
import { apiErrorBody } from '../utils/apiError';
import { mergeSkill, useCandidateSaveSkillsMutation } from './aiApi';

/**
 * One-click "add to my profile": the profile's skills plus { slug, level: 'intermediate' } through
 * PUT /candidate/profile. Resolves to true when saved. `adding` is the slug being saved.
 */
export function useAddSuggestedSkill() {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const { data: profile } = useCandidateProfileQuery();
  const [save] = useCandidateSaveSkillsMutation();
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (slug: string, name = slug): Promise<boolean> => {
    if (!profile) return false;
    setAdding(slug);
    try {
      const saved = await save({ skills: mergeSkill(profile.skills ?? [], slug) }).unwrap();
      if (saved) dispatch(sessionActions.profileLoaded(saved));
      notify({ color: 'success', title: t('aiSuggest.added', { name }), timeout: 2500 });
      return true;
    } catch (error) {
      notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('common.saveFailed') });
      return false;
    } finally {
      setAdding(null);
    }
  };

  return { add, adding, ready: Boolean(profile) };
}
