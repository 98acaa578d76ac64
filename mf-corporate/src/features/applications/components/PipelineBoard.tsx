import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateApplication } from '@jobportal/contracts';
import { MD_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';
import { NativeSelect, Typography } from 'mf_shared_ui/ui';
import { Segmented } from 'mf_shared_ui/ui-data';
import { Badge } from 'mf_shared_ui/ui-feedback';
import { STATUS_COLORS } from '../../../shared/utils/labels';
import { canDrop, columnOf, NOT_A_FIT, type BoardColumn } from '../utils/pipeline';
import { useBoardLayout, type BoardLayout } from '../hooks/useBoardLayout';
import { PipelineCard } from './PipelineCard';

export interface PipelineBoardProps {
  jobId: string;
  columns: readonly BoardColumn[];
  applications: CorporateApplication[];
  selected: Set<string>;
  onToggleSelect: (id: string, on: boolean) => void;
  onMove: (application: CorporateApplication, to: ApplicationStatus) => void;
  /** "not a fit" back into the pipeline (clears the knock-out) */
  onMoveToPipeline?: (application: CorporateApplication) => void;
  locale: 'th' | 'en';
}

const DRAG_TYPE = 'application/x-jobportal-application';

/** antd's preset colours, for the column's edge (the header text wraps, a Tag would not). */
const EDGE: Record<string, string> = {
  blue: '#1677ff',
  cyan: '#13c2c2',
  geekblue: '#2f54eb',
  purple: '#722ed1',
  gold: '#faad14',
  green: '#52c41a',
  red: '#f5222d',
  default: '#bfbfbf',
};
const edgeOf = (column: BoardColumn) => (column === NOT_A_FIT ? '#fa8c16' : EDGE[STATUS_COLORS[column]]);

/** How the columns sit: all on one row (fit), in rows of roomy columns (wide), or one at a time on a phone. */
function gridStyle(layout: BoardLayout | 'phone', count: number) {
  if (layout === 'phone') return { gridTemplateColumns: 'minmax(0, 1fr)' };
  if (layout === 'fit') return { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` };
  return { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' };
}

/**
 * The applicants of one job as columns; HTML5 drag and drop plus an action menu per card (legal moves only). Every
 * column is reachable without sideways scrolling: at 1366 px all of them fit on one row (or wrap in the wide
 * layout); a phone picks the stage to show.
 */
export function PipelineBoard(props: PipelineBoardProps) {
  const { t } = useTranslation('corporate');
  const desktop = useMinWidth(MD_MIN_WIDTH);
  const [layout, setLayout] = useBoardLayout();
  const [dragging, setDragging] = useState<CorporateApplication | null>(null);
  const [over, setOver] = useState<BoardColumn | null>(null);
  const [phoneColumn, setPhoneColumn] = useState<BoardColumn | null>(null);
  const byId = new Map(props.applications.map((a) => [a.id, a]));
  const cardsOf = (column: BoardColumn) => props.applications.filter((a) => columnOf(a) === column);
  const label = (column: BoardColumn) =>
    column === NOT_A_FIT ? t('screening.notAFit') : t(`status.${column}`);
  const shown = desktop
    ? props.columns
    : [props.columns.includes(phoneColumn as BoardColumn) ? phoneColumn! : props.columns[0]];

  const onDragOver = (column: BoardColumn) => (e: DragEvent) => {
    if (dragging && canDrop(dragging, column)) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (over !== column) setOver(column);
    }
  };

  const onDrop = (column: BoardColumn) => (e: DragEvent) => {
    e.preventDefault();
    const id = e.dataTransfer.getData(DRAG_TYPE) || e.dataTransfer.getData('text/plain');
    const app = byId.get(id) ?? dragging;
    setDragging(null);
    setOver(null);
    if (!app || column === NOT_A_FIT || columnOf(app) === column) return;
    if (columnOf(app) === NOT_A_FIT && column === 'applied') props.onMoveToPipeline?.(app);
    else props.onMove(app, column);
  };

  const dash = (column: BoardColumn, droppable: boolean) =>
    over === column ? '#1677ff' : droppable ? '#91caff' : 'transparent';
  const boardLayout = desktop ? layout : 'phone';
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        {desktop ? (
          <Segmented
            size="small"
            value={layout}
            onChange={(v) => setLayout(v as BoardLayout)}
            aria-label={t('screening.board.layout')}
            options={[
              { value: 'fit', label: t('screening.board.fit') },
              { value: 'wide', label: t('screening.board.wide') },
            ]}
            data-testid="board-layout"
          />
        ) : (
          <NativeSelect
            value={shown[0]}
            onChange={(e) => setPhoneColumn(e.target.value as BoardColumn)}
            aria-label={t('screening.board.stage')}
            options={props.columns.map((c) => ({
              value: c,
              label: t('screening.board.stageOption', { status: label(c), count: cardsOf(c).length }),
            }))}
            style={{ width: '100%' }}
            data-testid="board-stage-picker"
          />
        )}
      </div>
      <div
        style={{ display: 'grid', gap: 8, paddingBottom: 8, ...gridStyle(boardLayout, shown.length) }}
        data-testid="pipeline-board"
        data-layout={boardLayout}
      >
        {shown.map((column) => {
          const cards = cardsOf(column);
          const droppable = Boolean(dragging && canDrop(dragging, column));
          return (
            <section
              key={column}
              aria-label={label(column)}
              data-testid={`column-${column}`}
              onDragOver={onDragOver(column)}
              onDragLeave={() => over === column && setOver(null)}
              onDrop={onDrop(column)}
              style={{
                minWidth: 0,
                background: over === column ? '#e6f4ff' : droppable ? '#f0f7ff' : '#f5f5f5',
                // the stage's colour on top; a dashed outline where the dragged card may land
                borderStyle: 'solid dashed dashed',
                borderWidth: '4px 2px 2px',
                borderColor: `${edgeOf(column)} ${dash(column, droppable)} ${dash(column, droppable)}`,
                borderRadius: 10,
                padding: 6,
                minHeight: 200,
                transition: 'background 0.15s',
              }}
            >
              <header
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  gap: 4,
                  padding: '2px 2px 8px',
                }}
              >
                <Typography.Text strong style={{ fontSize: 13, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                  {label(column)}
                </Typography.Text>
                <Badge count={cards.length} showZero color="#595959" />
              </header>
              {column === NOT_A_FIT && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 6 }}>
                  {t('screening.notAFitHint')}
                </Typography.Text>
              )}
              {cards.length === 0 && (
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', textAlign: 'center', padding: 12, fontSize: 12 }}
                >
                  {droppable
                    ? t('applications.dropHere', { status: label(column) })
                    : t('applications.emptyColumn')}
                </Typography.Text>
              )}
              {cards.map((a) => (
                <PipelineCard
                  key={a.id}
                  application={a}
                  jobId={props.jobId}
                  locale={props.locale}
                  wide={boardLayout !== 'fit'}
                  selected={props.selected.has(a.id)}
                  dragging={dragging?.id === a.id}
                  onToggleSelect={(on) => props.onToggleSelect(a.id, on)}
                  onMove={(to) => props.onMove(a, to)}
                  onMoveToPipeline={props.onMoveToPipeline ? () => props.onMoveToPipeline?.(a) : undefined}
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
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}
