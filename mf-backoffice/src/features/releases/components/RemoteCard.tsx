import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { RemoteReleaseStatus, ReleaseVersion } from '@jobportal/contracts';
import { Button, Flex, Panel, Tag, Typography } from 'mf_shared_ui/ui';
import { Table, type TableProps } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatBytes, formatDateTime } from '../../../shared/utils/format';
import type { ReleaseConflictDetails } from '../api/releasesApi';
import { canRollBack, newestFirst, shortCommit } from '../utils/release';
import type { ReleaseRequest } from './ReleaseActionDialog';

/** The holds with their own sentence (any other is named by its action). */
const HOLDS: readonly string[] = ['rollback', 'withdraw', 'pin'];

/** One remote: what is served, by whom, any hold, its disk use, its versions and the actions on it. */
export function RemoteCard(props: {
  remote: RemoteReleaseStatus;
  liveWithinHours: number;
  conflict: ReleaseConflictDetails | null;
  onDismissConflict: () => void;
  onRequest: (request: ReleaseRequest) => void;
}) {
  const { t, locale } = useBackofficeT();
  const { remote, conflict } = props;
  const headingId = useId();
  const name = remote.remote;
  const none = t('releases.none');
  const ask = (action: ReleaseRequest['action'], version: string | null = remote.current) =>
    props.onRequest({
      action,
      remote: name,
      version,
      // the served version as this page shows it now: a change made meanwhile is refused (409)
      expect: remote.current,
      liveWithinHours: props.liveWithinHours,
    });
  // a visible label and the remote (and version) it acts on: unique names among the six cards
  const named = (label: string, ...target: string[]) => [label, name, ...target].join(' ');

  const held = remote.held;
  let heldText = t('releases.notHeld');
  if (held) {
    const vars = {
      action: t(`releases.actions.${held.action}`, { defaultValue: held.action }),
      to: held.to ?? none,
      who: held.who,
      when: formatDateTime(held.when, locale),
    };
    heldText = HOLDS.includes(held.action)
      ? t(`releases.held.${held.action}`, vars)
      : t('releases.heldOther', vars);
  }

  const columns: TableProps<ReleaseVersion>['columns'] = [
    {
      key: 'version',
      title: t('releases.version'),
      render: (_, v) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong={v.current}>{v.version}</Typography.Text>
          <VersionBadges version={v} />
        </Flex>
      ),
    },
    {
      key: 'publishedAt',
      title: t('releases.publishedAt'),
      render: (_, v) => formatDateTime(v.publishedAt, locale),
    },
    { key: 'publishedBy', title: t('releases.publishedBy'), render: (_, v) => v.publishedBy ?? '-' },
    {
      key: 'commit',
      title: t('releases.commit'),
      render: (_, v) => {
        const short = shortCommit(v.commit);
        return short ? <Typography.Text code>{short}</Typography.Text> : '-';
      },
    },
    { key: 'size', title: t('releases.size'), align: 'end', render: (_, v) => formatBytes(v.bytes, locale) },
    {
      key: 'actions',
      title: t('releases.actionsColumn'),
      render: (_, v) =>
        v.current ? null : (
          <Button
            size="small"
            style={{ minHeight: 24 }}
            aria-label={named(t('releases.actions.activate'), v.version)}
            onClick={() => ask('activate', v.version)}
          >
            {t('releases.actions.activate')}
          </Button>
        ),
    },
  ];

  return (
    <Panel>
      <section aria-labelledby={headingId}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
          {name}
        </Typography.Title>
        {conflict && <ConflictNotice remote={name} conflict={conflict} onDismiss={props.onDismissConflict} />}
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, max-content) 1fr',
            columnGap: 16,
            rowGap: 4,
            margin: '0 0 12px',
          }}
        >
          <Fact label={t('releases.served')}>
            {remote.current ? <Typography.Text strong>{remote.current}</Typography.Text> : none}
          </Fact>
          <Fact label={t('releases.changed')}>
            {remote.changedBy || remote.changedAt
              ? t('releases.by', {
                  who: remote.changedBy ?? '-',
                  when: formatDateTime(remote.changedAt, locale),
                })
              : '-'}
          </Fact>
          <Fact label={t('releases.hold')}>
            {held ? (
              <Flex vertical gap={2}>
                <span>{heldText}</span>
                <Typography.Text type="secondary">{t('releases.heldNote')}</Typography.Text>
              </Flex>
            ) : (
              heldText
            )}
          </Fact>
          <Fact label={t('releases.disk')}>{formatBytes(remote.bytes, locale)}</Fact>
        </dl>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          {canRollBack(remote) && (
            <Button aria-label={named(t('releases.actions.rollback'))} onClick={() => ask('rollback')}>
              {t('releases.actions.rollback')}
            </Button>
          )}
          {remote.current && (
            <Button danger aria-label={named(t('releases.actions.withdraw'))} onClick={() => ask('withdraw')}>
              {t('releases.actions.withdraw')}
            </Button>
          )}
          {held ? (
            <Button aria-label={named(t('releases.actions.unpin'))} onClick={() => ask('unpin')}>
              {t('releases.actions.unpin')}
            </Button>
          ) : (
            remote.current && (
              <Button aria-label={named(t('releases.actions.pin'))} onClick={() => ask('pin')}>
                {t('releases.actions.pin')}
              </Button>
            )
          )}
          {remote.versions.length > 0 && (
            <Button aria-label={named(t('releases.actions.prune'))} onClick={() => ask('prune', null)}>
              {t('releases.actions.prune')}
            </Button>
          )}
        </Flex>
        <Table<ReleaseVersion>
          rowKey="version"
          size="small"
          columns={columns}
          dataSource={newestFirst(remote.versions)}
          pagination={false}
          scroll={{ x: 720 }}
          caption={t('releases.versions', { remote: name })}
          locale={{ emptyText: t('releases.noVersions') }}
        />
      </section>
    </Panel>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}

/** Served, withdrawn, never released: words on the tags (the colour only repeats them). */
function VersionBadges({ version }: { version: ReleaseVersion }) {
  const { t } = useBackofficeT();
  return (
    <>
      {version.current && <Tag color="green">{t('releases.badges.served')}</Tag>}
      {version.withdrawn && <Tag color="red">{t('releases.badges.withdrawn')}</Tag>}
      {!version.released && <Tag>{t('releases.badges.neverReleased')}</Tag>}
    </>
  );
}

/** Someone else changed the remote since the operator looked: who, when, what is served now. Focused when shown. */
function ConflictNotice(props: { remote: string; conflict: ReleaseConflictDetails; onDismiss: () => void }) {
  const { t, locale } = useBackofficeT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [props.conflict]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      style={{ marginBottom: 12, outlineOffset: 2 }}
      data-testid="release-conflict"
    >
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('releases.conflictTitle', { remote: props.remote })}
        description={t('releases.conflict', {
          who: props.conflict.changedBy ?? t('releases.someone'),
          when: formatDateTime(props.conflict.changedAt, locale),
          current: props.conflict.current ?? t('releases.none'),
        })}
        action={
          <Button size="small" onClick={props.onDismiss}>
            {t('releases.dismiss')}
          </Button>
        }
      />
    </div>
  );
}
