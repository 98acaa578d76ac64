import type { CandidateProfile, CorporateProfile } from '@jobportal/contracts';
import type { SessionUser } from 'mf_shared_ui/platform';
import type { Role } from '../../shared/paths';

export function displayName(user: SessionUser, role: Role): string {
  if (role === 'candidate') {
    const p = user.profile as CandidateProfile | null;
    const name = p ? `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() : '';
    return name || user.displayName || user.email || '';
  }
  const p = user.profile as CorporateProfile | null;
  return (
    p?.contact_name || p?.company?.name_th || p?.company?.name_en || user.displayName || user.email || ''
  );
}

export const LINKS: Record<Role, [string, string][]> = {
  candidate: [
    ['/candidate/overview', 'menu.overview'],
    ['/candidate/profile', 'menu.profile'],
  ],
  corporate: [
    ['/corporate/dashboard', 'menu.dashboard'],
    ['/corporate/profile', 'menu.companyProfile'],
  ],
};
