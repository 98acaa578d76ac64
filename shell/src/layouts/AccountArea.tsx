import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { AccountMenuSlot } from '../federation/AuthSlots';

/** Sign-in links for guests (no mf-auth download); mf-auth's account menu once someone is signed in. */
export function AccountArea() {
  const { t } = useTranslation('shell');
  const { loading, userType } = useSelector(shared.platform.selectSession);
  const { Button, Space } = shared.ui;
  if (loading) return null;
  if (userType !== 'guest') return <AccountMenuSlot />;
  return (
    <Space size="small" wrap data-testid="account-menu-guest">
      <Link to="/candidate/login">
        <Button type="text">{t('account.login')}</Button>
      </Link>
      <Link to="/candidate/register">
        <Button type="primary">{t('account.register')}</Button>
      </Link>
      <Link to="/corporate/login">
        <Button type="link">{t('account.employerLogin')}</Button>
      </Link>
    </Space>
  );
}
