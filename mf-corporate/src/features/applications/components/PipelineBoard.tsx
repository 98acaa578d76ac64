import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateApplication } from '@jobportal/contracts';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, MenuOutlined, Tag, Typography } from 'mf_shared_ui/ui';
import { Checkbox } from 'mf_shared_ui/ui-form';
import { Card, Dropdown } from 'mf_shared_ui/ui-data';
import { Badge } from 'mf_shared_ui/ui-feedback';
import { fullName, STATUS_COLORS } from '../../../shared/utils/labels';
import { allowedTransitions, canTransition } from '../utils/pipeline';

export interface PipelineBoardProps {
  jobId: string;
  columns: readonly ApplicationStatus[];
  applications: CorporateApplication[];
  selected: Set<string>;
  onToggleSelect: (id: string, on: boolean) => void;
  onMove: (application: CorporateApplication, to: ApplicationStatus) => void;
  locale: 'th' | 'en';
}

const DRAG_TYPE = 'application/x-jobportal-application';

/** The applicants of one job as columns; HTML5 drag and drop plus an action menu per card (legal moves only). */
export function PipelineBoard(props: PipelineBoardProps) {
  const { t } = useTranslation('corporate');
  const [dragging, setDragging] = useState<CorporateApplication | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const byId = new Map(props.applications.map((a) => [a.id, a]));

  const onDragOver = (status: ApplicationStatus) => (e: DragEvent) => {
    if (dragging && canTransition(dragging.status, status)) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (over !== status) setOver(status);
    }
  };

  const onDrop = (status: ApplicationStatus) => (e: DragEvent) => {
    e.preventDefault();
    const id = e.dataTransfer.getData(DRAG_TYPE) || e.dataTransfer.getData('text/plain');
    const app = byId.get(id) ?? dragging;
    setDragging(null);
    setOver(null);
    if (app && app.status !== status) props.onMove(app, status);
  };

  return (
    <div
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(220px, 1fr)',
        gap: 12,
        overflowX: 'auto',
        paddingBottom: 8,
      }}
      data-testid="pipeline-board"
    >
      {props.columns.map((status) => {
        const cards = props.applications.filter((a) => a.status === status);
        const droppable = Boolean(dragging && canTransition(dragging.status, status));
        return (
          <section
            key={status}
            aria-label={t(`status.${status}`)}
            data-testid={`column-${status}`}
            onDragOver={onDragOver(status)}
            onDragLeave={() => over === status && setOver(null)}
            onDrop={onDrop(status)}
            style={{
              background: over === status ? '#e6f4ff' : droppable ? '#f0f7ff' : '#f5f5f5',
              border: `2px dashed ${over === status ? '#1677ff' : droppable ? '#91caff' : 'transparent'}`,
              borderRadius: 10,
              padding: 8,
              minHeight: 240,
              transition: 'background 0.15s',
            }}
          >
            <header
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                padding: '4px 4px 8px',
              }}
            >
              <Tag color={STATUS_COLORS[status]} style={{ margin: 0 }}>
                {t(`status.${status}`)}
              </Tag>
              <Badge count={cards.length} showZero color="#8c8c8c" />
            </header>
            {droppable && cards.length === 0 && (
              <Typography.Text
                type="secondary"
                style={{ display: 'block', textAlign: 'center', padding: 16 }}
              >
                {t('applications.dropHere', { status: t(`status.${status}`) })}
              </Typography.Text>
            )}
            {!droppable && cards.length === 0 && (
              <Typography.Text
                type="secondary"
                style={{ display: 'block', textAlign: 'center', padding: 16 }}
              >
                {t('applications.emptyColumn')}
              </Typography.Text>
            )}
            {cards.map((a) => {
              const moves = allowedTransitions(a.status);
              const name = fullName(a.candidate);
              return (
                <Card
                  key={a.id}
                  size="small"
                  style={{
                    marginBottom: 8,
                    cursor: moves.length ? 'grab' : 'default',
                    opacity: dragging?.id === a.id ? 0.5 : 1,
                  }}
                  draggable={moves.length > 0}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, a.id);
                    e.dataTransfer.setData('text/plain', a.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDragging(a);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  data-testid="application-card"
                  data-application-id={a.id}
                  data-candidate={name}
                >
                  <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    {canTransition(a.status, 'rejected') && (
                      <Checkbox
                        checked={props.selected.has(a.id)}
                        onChange={(e) => props.onToggleSelect(a.id, e.target.checked)}
                        aria-label={t('applications.select', { name })}
                      />
                    )}
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Link
                        to={`/corporate/application/${props.jobId}/candidate/${encodeURIComponent(a.candidate.uid)}`}
                        style={{ fontWeight: 600 }}
                      >
                        {name}
                      </Link>
                      {a.candidate.headline && (
                        <Typography.Paragraph
                          type="secondary"
                          ellipsis={{ rows: 2 }}
                          style={{ margin: 0, fontSize: 12 }}
                        >
                          {a.candidate.headline}
                        </Typography.Paragraph>
                      )}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('common.appliedAt', { time: timeAgo(a.applied_at, props.locale) })}
                      </Typography.Text>
                    </div>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: moves.length
                          ? [
                              {
                                key: 'label',
                                type: 'group',
                                label: t('applications.moveTo'),
                                children: moves.map((s) => ({
                                  key: s,
                                  label: t(`status.${s}`),
                                  danger: s === 'rejected',
                                })),
                              },
                            ]
                          : [{ key: 'none', label: t('applications.noMoves'), disabled: true }],
                        onClick: ({ key }) => {
                          if (moves.includes(key as ApplicationStatus))
                            props.onMove(a, key as ApplicationStatus);
                        },
                      }}
                    >
                      <Button
                        size="small"
                        type="text"
                        icon={<MenuOutlined />}
                        aria-label={`${t('applications.actions')}: ${name}`}
                        data-testid="card-actions"
                      />
                    </Dropdown>
                  </div>
                </Card>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
