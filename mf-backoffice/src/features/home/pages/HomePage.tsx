import { StaffPage } from '../../../shared/layout/StaffPage';
import { AreaCards } from '../components/AreaCards';

/** /backoffice: who is signed in, with which roles, and the areas those roles open. */
export default function HomePage() {
  return <StaffPage>{(me) => <AreaCards me={me} />}</StaffPage>;
}
