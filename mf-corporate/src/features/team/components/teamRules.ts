import type { TeamMember, TeamRole } from '@jobportal/contracts';

/**
 * What the page offers on a member, as the API allows it (the API decides): the owner manages everyone else, an
 * admin the recruiters and viewers; only the owner hands the company over; anyone but the owner may leave.
 */
export function memberActions(me: { uid: string; role: TeamRole }, member: TeamMember) {
  const self = member.uid === me.uid;
  const manage =
    !self &&
    member.role !== 'owner' &&
    (me.role === 'owner' || (me.role === 'admin' && member.role !== 'admin'));
  return {
    changeRole: manage,
    remove: manage,
    transfer: me.role === 'owner' && !self,
    leave: self && me.role !== 'owner',
  };
}
