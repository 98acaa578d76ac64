import type { StaffRoleName } from '@jobportal/contracts';

/** The back office's areas (/backoffice/<key>) and the roles that open them (`admin` opens every one). */
export const AREAS = [
  { key: 'moderation', roles: ['moderator'] },
  { key: 'verification', roles: ['moderator'] },
  { key: 'content', roles: ['editor'] },
  { key: 'support', roles: ['support'] },
  { key: 'privacy', roles: ['privacy'] },
  { key: 'system', roles: ['admin'] },
  { key: 'releases', roles: ['release'] },
  { key: 'audit', roles: ['admin'] },
] as const satisfies readonly { key: string; roles: readonly StaffRoleName[] }[];

export type AreaKey = (typeof AREAS)[number]['key'];

export const isAreaKey = (value: string | undefined): value is AreaKey =>
  AREAS.some((area) => area.key === value);

export function canOpen(roles: readonly string[], area: AreaKey): boolean {
  if (roles.includes('admin')) return true;
  const needed: readonly string[] = AREAS.find((a) => a.key === area)?.roles ?? [];
  return needed.some((role) => roles.includes(role));
}

/** The areas the navigation shows for these roles, in the table's order. */
export const areasFor = (roles: readonly string[]): AreaKey[] =>
  AREAS.filter((area) => canOpen(roles, area.key)).map((area) => area.key);

export const areaPath = (area: AreaKey, id?: string) =>
  `/backoffice/${area}${id ? `/${encodeURIComponent(id)}` : ''}`;
