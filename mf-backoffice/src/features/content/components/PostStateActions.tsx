import { useState } from 'react';
import type { BackofficePost } from '@jobportal/contracts';
import { Button, Flex } from 'mf_shared_ui/ui';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { useRepublishPostMutation, useUnpublishPostMutation } from '../api/contentApi';

/** Take a published post off the blog (with a reason), or put an unpublished one back. */
export function PostStateActions({ post }: { post: BackofficePost }) {
  const { t } = useBackofficeT();
  const [unpublish] = useUnpublishPostMutation();
  const [republish, { isLoading }] = useRepublishPostMutation();
  const act = useStaffAction();
  const [asking, setAsking] = useState(false);
  return (
    <Flex gap={8} wrap>
      {(post.state === 'published' || post.state === 'scheduled') && (
        <Button danger onClick={() => setAsking(true)}>
          {t('content.unpublish')}
        </Button>
      )}
      {post.state === 'unpublished' && (
        <Button
          loading={isLoading}
          onClick={() =>
            void act(() => republish(post.id).unwrap(), t('content.republished')).catch(() => undefined)
          }
        >
          {t('content.republish')}
        </Button>
      )}
      <ReasonModal
        open={asking}
        title={t('content.unpublish')}
        description={t('content.unpublishConfirm')}
        confirmLabel={t('content.unpublish')}
        danger
        onSubmit={(reason) =>
          act(() => unpublish({ id: post.id, reason }).unwrap(), t('content.unpublished'))
        }
        onClose={() => setAsking(false)}
      />
    </Flex>
  );
}
