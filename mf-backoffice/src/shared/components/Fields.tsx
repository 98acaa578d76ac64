import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Flex, Input, NativeSelect, SearchOutlined } from 'mf_shared_ui/ui';

/** A labelled native select (filters): the platform's own picker on phones. */
export function SelectField(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{props.label}</label>
      <NativeSelect
        id={id}
        value={props.value}
        options={props.options}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Flex>
  );
}

/** A labelled text filter applied on Enter or with its button (not on every key). */
export function SearchField(props: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  buttonLabel: string;
  type?: string;
}) {
  const id = useId();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  return (
    <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
      <label htmlFor={id}>{props.label}</label>
      <Flex gap={4}>
        <Input
          id={id}
          type={props.type}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => props.onSearch(text.trim())}
        />
        <Button
          icon={<SearchOutlined />}
          aria-label={props.buttonLabel}
          onClick={() => props.onSearch(text.trim())}
        />
      </Flex>
    </Flex>
  );
}

/** Filters side by side on a desktop, one under the other on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }} role="search">
      {children}
    </Flex>
  );
}
