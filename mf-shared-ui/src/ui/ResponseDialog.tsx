import type { ReactNode } from 'react';
import { Button, Grid, Space, Spin, Typography } from 'antd';
import { Modal } from './Modal';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type ResponseStatus = 'loading' | 'success' | 'error' | 'info';

export interface ResponseDialogProps {
  open: boolean;
  status: ResponseStatus;
  title: ReactNode;
  description?: ReactNode;
  /** Close button; its default label is ปิด / Close. Pass false to hide it. */
  closeText?: ReactNode | false;
  onClose?: () => void;
  confirmText?: ReactNode;
  onConfirm?: () => void;
}

const ICONS: Record<ResponseStatus, ReactNode> = {
  loading: <Spin size="large" />,
  success: <CheckCircleFilled style={{ fontSize: 56, color: '#52c41a' }} />,
  error: <CloseCircleFilled style={{ fontSize: 56, color: '#ff4d4f' }} />,
  info: <InfoCircleFilled style={{ fontSize: 56, color: '#0958d9' }} />,
};

/** Response dialog of the spec: status icon, title, description, optional close (default ปิด) and confirm. */
export function ResponseDialog(props: ResponseDialogProps) {
  const { t } = useTranslation('ui');
  const screens = Grid.useBreakpoint();
  const showClose = props.closeText !== false && Boolean(props.onClose);
  return (
    <Modal
      open={props.open}
      footer={null}
      closable={false}
      mask={{ closable: showClose }}
      onCancel={props.onClose}
      width={screens.xl ? 900 : 500}
      centered
      destroyOnHidden
    >
      <Space
        orientation="vertical"
        align="center"
        style={{ width: '100%', textAlign: 'center' }}
        size="middle"
      >
        <span data-testid={`response-dialog-${props.status}`}>{ICONS[props.status]}</span>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.description && (
          <Typography.Paragraph style={{ margin: 0 }}>{props.description}</Typography.Paragraph>
        )}
        {(showClose || props.onConfirm) && (
          <Space>
            {showClose && <Button onClick={props.onClose}>{props.closeText || t('close')}</Button>}
            {props.onConfirm && (
              <Button type="primary" onClick={props.onConfirm}>
                {props.confirmText ?? t('confirm')}
              </Button>
            )}
          </Space>
        )}
      </Space>
    </Modal>
  );
}
