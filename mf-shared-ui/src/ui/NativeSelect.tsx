import type { SelectHTMLAttributes } from 'react';
import { theme } from 'antd';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  options: { value: string | number; label: string }[];
  placeholder?: string;
  size?: 'middle' | 'large';
}

/**
 * A styled native select for the light core (home search, simple pickers): no dropdown library to download, the
 * platform's own picker on phones. Forms with search/multiple choice use Select from 'mf_shared_ui/ui-form'.
 */
export function NativeSelect({ options, placeholder, size = 'middle', style, ...rest }: NativeSelectProps) {
  const { token } = theme.useToken();
  const height = size === 'large' ? token.controlHeightLG : token.controlHeight;
  return (
    <select
      {...rest}
      style={{
        height,
        padding: `0 ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: size === 'large' ? token.borderRadiusLG : token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: size === 'large' ? token.fontSizeLG : token.fontSize,
        fontFamily: 'inherit',
        ...style,
      }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
