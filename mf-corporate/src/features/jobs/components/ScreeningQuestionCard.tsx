import { useTranslation } from 'react-i18next';
import type { ScreeningKind } from '@jobportal/contracts';
import { SCREENING_KINDS, SCREENING_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Input, NativeSelect, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Switch } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from 'mf_shared_ui/icons';
import type { QuestionDraft } from '../utils/screening';
import { KnockoutRuleEditor } from './KnockoutRuleEditor';

export interface ScreeningQuestionCardProps {
  draft: QuestionDraft;
  index: number;
  count: number;
  /** the problem of each field (already translated) */
  problems: Partial<Record<string, string>>;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function FieldError({ text }: { text?: string }) {
  return text ? (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {text}
    </Typography.Text>
  ) : null;
}

/** One screening question: kind, prompt, options, required, knock-out rule; moved with buttons (keyboard too). */
export function ScreeningQuestionCard(props: ScreeningQuestionCardProps) {
  const { t } = useTranslation('corporate');
  const { draft, index, problems, onChange } = props;
  const n = index + 1;
  const promptId = `screening-prompt-${draft.key}`;
  const kindId = `screening-kind-${draft.key}`;
  const setKind = (kind: ScreeningKind) =>
    onChange({
      kind,
      options: kind === 'single_choice' && draft.options.length < 2 ? ['', ''] : draft.options,
    });
  const setOption = (i: number, value: string) =>
    onChange({ options: draft.options.map((o, j) => (j === i ? value : o)) });

  return (
    <section
      aria-label={t('screening.question', { n })}
      data-testid="screening-question"
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          <Typography.Text strong>{t('screening.question', { n })}</Typography.Text>
          {draft.answers > 0 && <Tag>{t('screening.answered', { count: draft.answers })}</Tag>}
        </Space>
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
            aria-label={t('screening.moveUp', { n })}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === props.count - 1}
            onClick={() => props.onMove(index + 1)}
            aria-label={t('screening.moveDown', { n })}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={props.onRemove}
            aria-label={t('screening.remove', { n })}
          />
        </Space>
      </div>
      <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
        <label htmlFor={kindId}>{t('screening.kind')}</label>
        <NativeSelect
          id={kindId}
          value={draft.kind}
          onChange={(e) => setKind(e.target.value as ScreeningKind)}
          options={SCREENING_KINDS.map((k) => ({ value: k, label: t(`screening.kinds.${k}`) }))}
          style={{ maxWidth: 260 }}
        />
        {draft.id && draft.answers > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('screening.answeredKindChange')}
          </Typography.Text>
        )}
        <label htmlFor={promptId}>{t('screening.prompt')}</label>
        <Input
          id={promptId}
          value={draft.prompt}
          maxLength={SCREENING_LIMITS.promptMax}
          showCount
          status={problems.prompt ? 'error' : undefined}
          placeholder={t('screening.promptPlaceholder')}
          onChange={(e) => onChange({ prompt: e.target.value })}
        />
        <FieldError text={problems.prompt} />
        {draft.kind === 'single_choice' && (
          <div style={{ display: 'grid', gap: 6 }}>
            <Typography.Text>{t('screening.options')}</Typography.Text>
            {draft.options.map((o, i) => (
              <Space.Compact key={i} style={{ width: '100%', maxWidth: 480 }}>
                <Input
                  value={o}
                  maxLength={SCREENING_LIMITS.optionMax}
                  onChange={(e) => setOption(i, e.target.value)}
                  aria-label={t('screening.option', { q: n, n: i + 1 })}
                  status={problems.options && !o.trim() ? 'error' : undefined}
                />
                <Button
                  icon={<DeleteOutlined />}
                  disabled={draft.options.length <= SCREENING_LIMITS.optionsMin}
                  onClick={() => onChange({ options: draft.options.filter((_, j) => j !== i) })}
                  aria-label={t('screening.removeOption', { q: n, n: i + 1 })}
                />
              </Space.Compact>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={draft.options.length >= SCREENING_LIMITS.optionsMax}
              onClick={() => onChange({ options: [...draft.options, ''] })}
              style={{ justifySelf: 'start' }}
            >
              {t('screening.addOption')}
            </Button>
            <FieldError text={problems.options} />
          </div>
        )}
        <Space align="center">
          <Switch
            checked={draft.required}
            onChange={(required) => onChange({ required })}
            aria-label={t('screening.requiredOf', { n })}
            size="small"
          />
          <Typography.Text>{t('screening.required')}</Typography.Text>
        </Space>
        <KnockoutRuleEditor draft={draft} index={index} onChange={onChange} />
        {problems.knockout && <Alert type="error" showIcon title={problems.knockout} />}
      </div>
    </section>
  );
}
