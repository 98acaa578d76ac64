import { ResetPasswordPage } from './ResetPasswordPage';

export default function CandidateResetPasswordPage() {
  return <ResetPasswordPage role="candidate" />;
}
