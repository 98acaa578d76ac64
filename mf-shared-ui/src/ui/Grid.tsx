import { createContext, forwardRef, useContext, type CSSProperties, type HTMLAttributes } from 'react';
import { classNames } from './classNames';

/**
 * Row and Col: antd's 24-column grid, same props and breakpoints, with one static stylesheet. antd's Col writes its
 * styles at run time (24 spans x 6 breakpoints x span/offset/order/push/pull: ~1,000 rules, 87 KB of CSS in every
 * server-rendered page and computed in the browser before the first paint); the portal uses spans only.
 */
const BREAKPOINTS = [
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
  ['xxl', 1600],
] as const;
type Breakpoint = 'xs' | (typeof BREAKPOINTS)[number][0];
const COLUMNS = 24;

function spanRules(prefix: string): string {
  let css = `.${prefix}-0{display:none}`;
  for (let n = 1; n <= COLUMNS; n++) {
    const width = `${+((n / COLUMNS) * 100).toFixed(8)}%`;
    css += `.${prefix}-${n}{display:block;flex:0 0 ${width};max-width:${width}}`;
  }
  return css;
}

export const GRID_CSS =
  '.jp-row{display:flex;flex-flow:row wrap;min-width:0}.jp-row-nowrap{flex-wrap:nowrap}' +
  '.jp-col{position:relative;max-width:100%;min-height:1px;box-sizing:border-box}' +
  spanRules('jp-col') +
  spanRules('jp-col-xs') +
  BREAKPOINTS.map(([name, px]) => `@media (min-width:${px}px){${spanRules(`jp-col-${name}`)}}`).join('');

/** The grid's stylesheet, a React 19 style resource: hoisted into <head> once, on the server and in the browser. */
function GridStyles() {
  return (
    <style href="jp-grid" precedence="jp-grid">
      {GRID_CSS}
    </style>
  );
}

type Gutter = number | [number, number];
const GutterContext = createContext(0);

const ALIGN = { top: 'flex-start', middle: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;
const JUSTIFY = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  'space-around': 'space-around',
  'space-between': 'space-between',
  'space-evenly': 'space-evenly',
} as const;

export interface RowProps extends HTMLAttributes<HTMLDivElement> {
  /** Horizontal space between columns, or [horizontal, vertical], in px. */
  gutter?: Gutter;
  align?: keyof typeof ALIGN;
  justify?: keyof typeof JUSTIFY;
  /** Columns wrap onto the next line (default true). */
  wrap?: boolean;
}

export const Row = forwardRef<HTMLDivElement, RowProps>(function Row(
  { gutter = 0, align, justify, wrap = true, className, style, children, ...rest },
  ref,
) {
  const [horizontal, vertical] = Array.isArray(gutter) ? gutter : [gutter, 0];
  const rowStyle: CSSProperties = {
    ...(horizontal ? { marginLeft: -horizontal / 2, marginRight: -horizontal / 2 } : {}),
    ...(vertical ? { rowGap: vertical } : {}),
    ...(align ? { alignItems: ALIGN[align] } : {}),
    ...(justify ? { justifyContent: JUSTIFY[justify] } : {}),
    ...style,
  };
  return (
    <>
      <GridStyles />
      <div
        ref={ref}
        className={classNames(['jp-row', !wrap && 'jp-row-nowrap', className])}
        style={Object.keys(rowStyle).length ? rowStyle : undefined}
        {...rest}
      >
        <GutterContext.Provider value={horizontal}>{children}</GutterContext.Provider>
      </div>
    </>
  );
});

export interface ColProps extends HTMLAttributes<HTMLDivElement>, Partial<Record<Breakpoint, number>> {
  /** Columns of 24 at every width (a breakpoint's own span wins from its width up). */
  span?: number;
}

const SIZES: readonly Breakpoint[] = ['xs', ...BREAKPOINTS.map(([name]) => name)];

export const Col = forwardRef<HTMLDivElement, ColProps>(function Col(
  { span, className, style, children, ...props },
  ref,
) {
  const gutter = useContext(GutterContext);
  const rest: HTMLAttributes<HTMLDivElement> & Partial<Record<Breakpoint, number>> = { ...props };
  const classes = ['jp-col', span !== undefined && `jp-col-${span}`];
  for (const size of SIZES) {
    const value = rest[size];
    delete rest[size];
    if (value !== undefined) classes.push(`jp-col-${size}-${value}`);
  }
  const colStyle: CSSProperties | undefined = gutter
    ? { paddingLeft: gutter / 2, paddingRight: gutter / 2, ...style }
    : style;
  return (
    <>
      <GridStyles />
      <div ref={ref} className={classNames([...classes, className])} style={colStyle} {...rest}>
        {children}
      </div>
    </>
  );
});
