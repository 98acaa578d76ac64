import type { ReactNode } from 'react';
import type { StaffMe } from '@jobportal/contracts';
import { StaffGate } from '../session/StaffGate';
import { BackofficeLayout } from './BackofficeLayout';

/** A back-office page: the staff gate, then the page in the back office's chrome. */
export function StaffPage({ children }: { children: (me: StaffMe) => ReactNode }) {
  return <StaffGate>{(me) => <BackofficeLayout me={me}>{children(me)}</BackofficeLayout>}</StaffGate>;
}
