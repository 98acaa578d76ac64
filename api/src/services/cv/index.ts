import type { CvTemplate, FileInfo } from '@jobportal/contracts';
import type { Db } from '../../db/types';
import type { Identity } from '../../auth/identity';
import { validationError } from '../../errors/api-error';
import type { Locale } from '../../i18n/locale';
import { ensureCandidate } from '../candidates/profile';
import { storeFile } from '../files';
import { loadCvData } from './data';
import { renderCv } from './render';

/** The CV of the caller's own profile as PDF bytes, with a file name; a profile without a name is refused. */
export async function candidateCv(
  db: Db,
  identity: Identity,
  template: CvTemplate,
  lang: Locale,
): Promise<{ name: string; data: Buffer }> {
  await ensureCandidate(db, identity);
  const cv = await loadCvData(db, identity.uid, lang);
  if (!cv || !`${cv.firstName}${cv.lastName}`.trim())
    throw validationError([{ field: 'first_name', code: 'required' }]);
  const data = await renderCv(cv, template, lang);
  const who = `${cv.firstName}-${cv.lastName}`
    .replace(/[\\/"<>\p{Cc}\s]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return { name: `CV-${who || 'profile'}-${template}-${lang}.pdf`, data };
}

/** The CV stored as one of the caller's résumé files (kind 'resume'), to attach to an application. */
export async function storeCandidateCv(
  db: Db,
  identity: Identity,
  template: CvTemplate,
  lang: Locale,
): Promise<FileInfo> {
  const { name, data } = await candidateCv(db, identity, template, lang);
  return storeFile(db, {
    ownerUid: identity.uid,
    ownerRole: 'candidate',
    kind: 'resume',
    name,
    mime: 'application/pdf',
    data,
  });
}
