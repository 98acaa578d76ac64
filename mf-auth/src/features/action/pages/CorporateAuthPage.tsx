import { AuthActionPage } from './AuthActionPage';

export default function CorporateAuthPage() {
  return <AuthActionPage role="corporate" />;
}
