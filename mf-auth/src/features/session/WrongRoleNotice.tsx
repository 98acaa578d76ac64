import { useTranslation } from 'react-i18next';
import { Button, Flex, Space, Typography } from 'mf_shared_ui/ui';
import { LockOutlined } from 'mf_shared_ui/icons';
import type { Role } from '../../shared/paths';

/**
 * A signed-in user of the other role reached something of `role`: say what it is for and offer to switch (not a
 * silent bounce, not a bare login form). 'page' for a guarded page, 'action' for a candidate action (favourite,
 * apply) that opened the login modal.
 */
export function WrongRoleNotice({
  role,
  context,
  onSwitch,
  secondary,
}: {
  role: Role;
  context: 'page' | 'action';
  onSwitch: () => void;
  secondary: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation('auth');
  const only = role === 'candidate' ? 'candidateOnly' : 'corporateOnly';
  const texts = context === 'page' ? only : `${only}Action`;
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '64px 24px', textAlign: 'center' }}
      data-testid="wrong-role"
    >
      <LockOutlined style={{ fontSize: 48, color: '#1677ff' }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`guard.${texts}Title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`guard.${texts}Description`)}
      </Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'center' }}>
        <Button type="primary" onClick={onSwitch}>
          {t(role === 'candidate' ? 'guard.switchToCandidate' : 'guard.switchToCorporate')}
        </Button>
        <Button onClick={secondary.onClick}>{secondary.label}</Button>
      </Space>
    </Flex>
  );
}
