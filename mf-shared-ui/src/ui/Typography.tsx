import { createElement, forwardRef, useContext, type CSSProperties, type ReactNode, type Ref } from 'react';
import { ConfigProvider, type Typography as FullTypography } from 'antd';
// antd's Typography root only (its styles and root class); Title/Text/Paragraph/Link of antd bring the editor
// (TextArea), the copy button and tooltips along, ~8 KB gzip that no first-load page uses.
import TypographyRoot from 'antd/es/typography/Typography';
import { onDemand, useOnDemand } from './onDemand';
import { classNames } from './classNames';

type Full = typeof FullTypography;
type Part = 'Title' | 'Text' | 'Paragraph' | 'Link';
interface Props extends Record<string, unknown> {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  prefixCls?: string;
  type?: string;
  disabled?: boolean;
  ellipsis?: unknown;
}

const full = onDemand(() => import('antd/es/typography').then((module) => module.default));

/** antd's decoration props, in the order antd nests their elements (innermost first). */
const DECORATIONS = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
] as const;

/** Copy, edit, expand, a suffix or a tooltip need antd's measuring component; plain text and CSS ellipsis do not. */
function needsFull({ copyable, editable, ellipsis }: Props): boolean {
  if (copyable || editable) return true;
  return (
    typeof ellipsis === 'object' && ellipsis !== null && Object.keys(ellipsis).some((key) => key !== 'rows')
  );
}

function lineRows(part: Part, ellipsis: unknown): number {
  if (part !== 'Paragraph' && part !== 'Title') return 1;
  const rows =
    typeof ellipsis === 'object' && ellipsis !== null ? (ellipsis as { rows?: number }).rows : undefined;
  return rows ?? 1;
}

/**
 * The markup antd's Typography.<part> writes for text without copy/edit/expand (same classes, elements and
 * styles, so server-rendered pages hydrate either way); with those it renders antd's own, loaded when first needed.
 */
function lightPart(part: Part, element: (props: Props) => string) {
  const Component = forwardRef<HTMLElement, Props>(function TypographyPart(partProps, ref) {
    const props = partProps as Props;
    const Loaded = useOnDemand(full, needsFull(props));
    const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
    if (Loaded) return createElement(Loaded[part] as never, { ...props, ref });

    const {
      prefixCls,
      className,
      style,
      type,
      disabled,
      ellipsis,
      children,
      copyable: _copyable,
      editable: _editable,
      actions: _actions,
      level: _level,
      navigate: _navigate,
      ...rest
    } = props;
    const cls = getPrefixCls('typography', prefixCls);
    const ellipsed = Boolean(ellipsis);
    const rows = lineRows(part, ellipsis);
    const component = element(props);
    let content: ReactNode = children;
    for (const [prop, tag] of DECORATIONS) {
      if (rest[prop]) content = createElement(tag, {}, content);
      delete rest[prop];
    }
    if (part === 'Link') {
      const { rel } = rest;
      delete rest.rel;
      rest.rel = rel === undefined && rest.target === '_blank' ? 'noopener noreferrer' : rel;
    }
    return (
      <TypographyRoot
        {...rest}
        ref={ref as Ref<HTMLElement>}
        prefixCls={prefixCls}
        component={component as never}
        className={classNames([
          type && `${cls}-${type}`,
          disabled && `${cls}-disabled`,
          ellipsed && `${cls}-ellipsis`,
          ellipsed && rows === 1 && `${cls}-ellipsis-single-line`,
          ellipsed && rows > 1 && `${cls}-ellipsis-multiple-line`,
          component === 'a' && `${cls}-link`,
          className,
        ])}
        style={{ ...style, WebkitLineClamp: ellipsed && rows > 1 ? rows : undefined }}
      >
        {content}
      </TypographyRoot>
    );
  });
  Component.displayName = `Typography.${part}`;
  return Component;
}

const headingLevels = [1, 2, 3, 4, 5];

const Root = forwardRef<HTMLElement, Props>(function Typography(props, ref) {
  return <TypographyRoot {...props} ref={ref as Ref<HTMLElement>} />;
});

/** antd's Typography API, light for first loads (see lightPart). */
export const Typography = Object.assign(Root, {
  Title: lightPart('Title', ({ level }) =>
    headingLevels.includes(level as number) ? `h${String(level)}` : 'h1',
  ),
  Text: lightPart('Text', () => 'span'),
  Paragraph: lightPart('Paragraph', () => 'div'),
  Link: lightPart('Link', () => 'a'),
}) as unknown as Full;
