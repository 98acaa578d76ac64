import { useRef } from 'react';
import { TEMPLATE_LIMITS } from '@jobportal/contracts/templates';
import { Input, Typography } from 'mf_shared_ui/ui';
import { insertToken } from './insertToken';
import { PlaceholderChips } from './PlaceholderChips';

/** A message text with the placeholder chips above it: a chip inserts its `{name}` where the caret is. */
export function BodyWithChips({
  id,
  label,
  value,
  onChange,
  error,
  minRows = 6,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  error?: string;
  minRows?: number;
}) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const remember = (e: { currentTarget: HTMLTextAreaElement }) => {
    area.current = e.currentTarget;
  };
  const insert = (token: string) => {
    const el = area.current;
    const next = insertToken(value, token, el?.selectionStart, el?.selectionEnd);
    onChange(next.text);
    if (el)
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(next.caret, next.caret);
      });
  };
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      <PlaceholderChips onInsert={insert} />
      <Input.TextArea
        id={id}
        value={value}
        maxLength={TEMPLATE_LIMITS.bodyMax}
        autoSize={{ minRows, maxRows: 16 }}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          remember(e);
          onChange(e.target.value);
        }}
        onSelect={remember}
        onClick={remember}
        onKeyUp={remember}
        style={{ marginTop: 8 }}
      />
      {error && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
