import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, theme } from 'antd';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Lower-case text the search box matches (names in both languages, aliases). */
  search?: string;
}

export interface ChoiceListProps {
  /** 'checkbox': any number of values; 'radio': exactly one. */
  type: 'checkbox' | 'radio';
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the group. */
  label: string;
  /** Shows a search box over the options (long lists: skills, provinces). */
  searchPlaceholder?: string;
  /** Shows the first `limit` options (and every chosen one) until "show all". */
  limit?: number;
  'data-testid'?: string;
}

/**
 * A list of native checkboxes or radio buttons in the theme's colours, for filters on first-load pages (antd
 * Checkbox/Radio/Select live in 'mf_shared_ui/ui-form' with the form library). Keyboard and screen readers get
 * the browser's own controls; long lists get a search box and "show all".
 */
export function ChoiceList({
  type,
  options,
  value,
  onChange,
  label,
  searchPlaceholder,
  limit,
  'data-testid': testId,
}: ChoiceListProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const name = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const needle = query.trim().toLowerCase();
  const matching = useMemo(
    () =>
      needle ? options.filter((o) => (o.search ?? String(o.label)).toLowerCase().includes(needle)) : options,
    [options, needle],
  );
  const collapsed = limit !== undefined && !needle && !expanded && matching.length > limit;
  const shown = collapsed ? matching.filter((o, i) => i < limit || value.includes(o.value)) : matching;
  const toggle = (option: string, checked: boolean) => {
    if (type === 'radio') onChange([option]);
    else onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  };
  return (
    <div data-testid={testId}>
      {searchPlaceholder && (
        <Input
          allowClear
          size="small"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ marginBottom: token.marginXS }}
        />
      )}
      <div
        role={type === 'radio' ? 'radiogroup' : 'group'}
        aria-label={label}
        style={{ display: 'flex', flexDirection: 'column', gap: token.paddingXXS }}
      >
        {shown.map((option) => (
          <label
            key={option.value}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: token.paddingXS,
              cursor: 'pointer',
              minHeight: 28,
            }}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              style={{ accentColor: token.colorPrimary, width: 16, height: 16, margin: 0, cursor: 'pointer' }}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {needle && matching.length === 0 && (
          <span style={{ color: token.colorTextSecondary }}>{t('choice.noMatch')}</span>
        )}
      </div>
      {limit !== undefined && !needle && matching.length > limit && (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          aria-expanded={!collapsed}
          onClick={() => setExpanded(collapsed)}
        >
          {collapsed ? t('choice.showAll', { count: matching.length }) : t('choice.showLess')}
        </Button>
      )}
    </div>
  );
}
