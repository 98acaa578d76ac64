import { ResetPasswordPage } from './ResetPasswordPage';

export default function CorporateResetPasswordPage() {
  return <ResetPasswordPage role="corporate" />;
}
