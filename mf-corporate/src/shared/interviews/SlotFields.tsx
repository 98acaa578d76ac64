import { useTranslation } from 'react-i18next';
import { INTERVIEW_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { DeleteOutlined, PlusOutlined } from 'mf_shared_ui/icons';
import type { SlotProblem } from './slots';

export interface SlotFieldsProps {
  values: string[];
  onChange: (values: string[]) => void;
  problems: (SlotProblem | undefined)[];
}

const PROBLEM_KEY: Record<SlotProblem, string> = {
  required: 'interviews.slotRequired',
  past: 'interviews.slotPast',
  duplicate: 'interviews.slotDuplicate',
};

/** 1..5 times in Thai time, each its own labelled field with its own error. */
export function SlotFields({ values, onChange, problems }: SlotFieldsProps) {
  const { t } = useTranslation('corporate');
  const set = (i: number, value: string) => onChange(values.map((v, j) => (j === i ? value : v)));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }} data-testid="interview-slots">
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('interviews.slots')}</legend>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('interviews.slotsHint')}
      </Typography.Text>
      <Flex vertical gap={8}>
        {values.map((value, i) => {
          const id = `interview-slot-${i}`;
          const problem = problems[i];
          return (
            <div key={i}>
              <Flex gap={8} align="center" wrap>
                <label htmlFor={id} style={{ minWidth: 88 }}>
                  {t('interviews.slot', { n: i + 1 })}
                </label>
                <Input
                  id={id}
                  type="datetime-local"
                  value={value}
                  status={problem ? 'error' : undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  onChange={(e) => set(i, e.target.value)}
                  style={{ maxWidth: 240 }}
                />
                {values.length > INTERVIEW_LIMITS.slotsMin && (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('interviews.removeSlot', { n: i + 1 })}
                    onClick={() => onChange(values.filter((_, j) => j !== i))}
                  />
                )}
              </Flex>
              {problem && (
                <Typography.Text type="danger" id={`${id}-error`} role="alert">
                  {t(PROBLEM_KEY[problem])}
                </Typography.Text>
              )}
            </div>
          );
        })}
      </Flex>
      {values.length < INTERVIEW_LIMITS.slotsMax && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => onChange([...values, ''])}
          style={{ marginTop: 8 }}
        >
          {t('interviews.addSlot')}
        </Button>
      )}
    </fieldset>
  );
}
