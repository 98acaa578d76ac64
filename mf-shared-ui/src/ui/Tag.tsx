import { Tag as AntdTag, type TagProps } from 'antd';

/**
 * The text colour of the coloured tags whose antd text (a palette's 7-shade, or a status colour's 6-shade) is under
 * WCAG AA's 4.5:1 on the tag's light background: one or two shades darker. The other colours already reach it.
 */
export const ACCESSIBLE_TAG_TEXT: Readonly<Record<string, string>> = {
  success: '#237804',
  warning: '#ad4e00',
  error: '#a8071a',
  processing: '#003eb3',
  green: '#237804',
  lime: '#3f6600',
  yellow: '#876800',
  gold: '#874d00',
  orange: '#ad4e00',
  volcano: '#ad2102',
  cyan: '#006d75',
};

/** antd's Tag, with a readable text colour for every preset and status colour (the light, default variant). */
export function Tag(props: TagProps) {
  const text =
    typeof props.color === 'string' && props.variant !== 'solid'
      ? ACCESSIBLE_TAG_TEXT[props.color]
      : undefined;
  return <AntdTag {...props} style={text ? { color: text, ...props.style } : props.style} />;
}
Tag.CheckableTag = AntdTag.CheckableTag;
