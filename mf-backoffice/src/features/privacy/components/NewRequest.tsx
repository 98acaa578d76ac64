import { useState } from 'react';
import type { PrivacyRequestKind, PrivacySubject } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { List } from 'mf_shared_ui/ui-data';
import { SearchField } from '../../../shared/components/Fields';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { ErrorState } from '../../../shared/components/States';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { formatDateTime } from '../../../shared/utils/format';
import {
  OPERATOR_REASON_MIN,
  REQUEST_KINDS,
  useCreatePrivacyRequestMutation,
  useLazyPrivacySubjectsQuery,
} from '../api/privacyApi';

/** An operator's request on someone's behalf (e.g. asked by e-mail): find the accounts of an address, then act. */
export function NewRequest({ onCreated }: { onCreated: () => void }) {
  const { t, locale } = useBackofficeT();
  const [email, setEmail] = useState('');
  const [find, found] = useLazyPrivacySubjectsQuery();
  const [create] = useCreatePrivacyRequestMutation();
  const act = useStaffAction();
  const [pending, setPending] = useState<{ subject: PrivacySubject; kind: PrivacyRequestKind } | null>(null);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{t('privacy.newIntro')}</Typography.Paragraph>
      <SearchField
        label={t('privacy.subjectEmail')}
        type="email"
        value={email}
        buttonLabel={t('common.search')}
        onSearch={(value) => {
          setEmail(value);
          if (value) void find(value);
        }}
      />
      {found.error ? (
        <ErrorState error={found.error} onRetry={() => void find(email)} />
      ) : (
        found.data && (
          <List
            dataSource={found.data}
            loading={found.isFetching}
            locale={{ emptyText: t('privacy.noSubjects') }}
            renderItem={(subject) => (
              <List.Item
                actions={REQUEST_KINDS.map((kind) => (
                  <Button
                    key={kind}
                    danger={kind === 'erasure'}
                    size="small"
                    onClick={() => setPending({ subject, kind })}
                  >
                    {t(`privacy.create.${kind}`)}
                  </Button>
                ))}
              >
                <Flex vertical gap={2}>
                  <Typography.Text strong>{t(`privacy.roles.${subject.role}`)}</Typography.Text>
                  <Typography.Text>{subject.email}</Typography.Text>
                  <Typography.Text type="secondary">
                    {subject.uid} · {formatDateTime(subject.created_at, locale)}
                  </Typography.Text>
                  <span>
                    <StatusTag value={subject.status} />
                  </span>
                </Flex>
              </List.Item>
            )}
          />
        )
      )}
      <ReasonModal
        open={pending !== null}
        title={pending ? t(`privacy.create.${pending.kind}`) : ''}
        description={
          pending ? t(`privacy.confirm.${pending.kind}`, { email: pending.subject.email }) : undefined
        }
        confirmLabel={pending ? t(`privacy.create.${pending.kind}`) : ''}
        danger={pending?.kind === 'erasure'}
        minLength={OPERATOR_REASON_MIN}
        hint={t('privacy.reasonHint')}
        onSubmit={async (reason) => {
          if (!pending) return;
          await act(
            () =>
              create({
                kind: pending.kind,
                subject_role: pending.subject.role,
                subject_uid: pending.subject.uid,
                reason,
              }).unwrap(),
            t('privacy.created'),
          );
          onCreated();
        }}
        onClose={() => setPending(null)}
      />
    </Flex>
  );
}
