import { AuthActionPage } from './AuthActionPage';

export default function CandidateAuthPage() {
  return <AuthActionPage role="candidate" />;
}
