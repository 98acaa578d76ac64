import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateApplication } from '@jobportal/contracts';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, MenuOutlined, Typography } from 'mf_shared_ui/ui';
import { Checkbox } from 'mf_shared_ui/ui-form';
import { Card, MenuButton, type MenuButtonEntry } from 'mf_shared_ui/ui-data';
import { fullName } from '../../../shared/utils/labels';
import { UnreadMessagesBadge } from '../../../shared/messages/UnreadMessagesBadge';
import { allowedTransitions, canTransition, columnOf, NOT_A_FIT } from '../utils/pipeline';
import { ScreeningSummary } from './ScreeningSummary';

const TO_PIPELINE = 'to-pipeline';

export interface PipelineCardProps {
  application: CorporateApplication;
  jobId: string;
  locale: 'th' | 'en';
  /** the wide layout: room for the headline and the first answers */
  wide: boolean;
  selected: boolean;
  dragging: boolean;
  onToggleSelect: (on: boolean) => void;
  onMove: (to: ApplicationStatus) => void;
  onMoveToPipeline?: () => void;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * One applicant on the board: the name and the application date each on a line of their own (they ran together
 * on one line before), then the screening answers; selection and the action menu above them (the design system's
 * menu button: arrow keys, Home/End, Escape back to it).
 */
export function PipelineCard(props: PipelineCardProps) {
  const { t } = useTranslation('corporate');
  const a = props.application;
  const moves = allowedTransitions(a.status);
  const notAFit = columnOf(a) === NOT_A_FIT && Boolean(props.onMoveToPipeline);
  const name = fullName(a.candidate);
  const items: MenuButtonEntry[] = [
    ...(notAFit
      ? [
          {
            key: TO_PIPELINE,
            label: t('screening.moveToPipeline'),
            onSelect: () => props.onMoveToPipeline?.(),
          },
        ]
      : []),
    ...(moves.length
      ? [
          {
            type: 'group' as const,
            key: 'move-to',
            label: t('applications.moveTo'),
            items: moves.map((s) => ({
              key: s,
              label: t(`status.${s}`),
              danger: s === 'rejected',
              onSelect: () => props.onMove(s),
            })),
          },
        ]
      : [{ key: 'none', label: t('applications.noMoves'), disabled: true }]),
  ];
  const actionsLabel = `${t('applications.actions')}: ${name}`;

  return (
    <Card
      size="small"
      style={{
        marginBottom: 8,
        cursor: moves.length || notAFit ? 'grab' : 'default',
        opacity: props.dragging ? 0.5 : 1,
      }}
      styles={{ body: { padding: 8 } }}
      draggable={moves.length > 0 || notAFit}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      data-testid="application-card"
      data-application-id={a.id}
      data-candidate={name}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {canTransition(a.status, 'rejected') && (
          <Checkbox
            checked={props.selected}
            onChange={(e) => props.onToggleSelect(e.target.checked)}
            aria-label={t('applications.select', { name })}
          />
        )}
        <span style={{ flex: 1 }} />
        <UnreadMessagesBadge jobId={props.jobId} applicationId={a.id} />
        <MenuButton
          items={items}
          menuLabel={actionsLabel}
          align="end"
          renderTrigger={(trigger) => (
            <Button
              {...trigger}
              size="small"
              type="text"
              icon={<MenuOutlined />}
              aria-label={actionsLabel}
              data-testid="card-actions"
            />
          )}
        />
      </div>
      <Link
        to={`/corporate/application/${props.jobId}/candidate/${encodeURIComponent(a.candidate.uid)}`}
        // a block at least 24 px high: a touch target of WCAG 2.2 (2.5.8) whatever the name's length
        style={{
          display: 'block',
          minHeight: 24,
          paddingBlock: 1,
          fontWeight: 600,
          overflowWrap: 'anywhere',
        }}
        data-testid="card-name"
      >
        {name}
      </Link>
      {props.wide && a.candidate.headline && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
          {a.candidate.headline}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="card-date">
        <time dateTime={a.applied_at}>
          {t('common.appliedAt', { time: timeAgo(a.applied_at, props.locale) })}
        </time>
      </Typography.Text>
      <ScreeningSummary answers={a.screening ?? []} wide={props.wide} />
    </Card>
  );
}
