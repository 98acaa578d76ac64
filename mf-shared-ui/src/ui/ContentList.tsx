import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

/**
 * A list of items, each a title (usually a link) and a description: antd's List with List.Item.Meta as a page
 * shows it (same markup, same tokens), with one static stylesheet. antd's List brings its pagination, select and
 * spinner with it (~66 KB gzip of './ui-data' on a guest's company page) and computes its styles at run time.
 */
export const CONTENT_LIST_CSS =
  '.jp-list{box-sizing:border-box;margin:0;padding:0;list-style:none;position:relative;' +
  'color:var(--ant-color-text,rgba(0,0,0,0.88));font-size:var(--ant-font-size,14px);' +
  'line-height:var(--ant-line-height,1.5714285714285714);font-family:var(--ant-font-family)}' +
  '.jp-list *,.jp-list *::before,.jp-list *::after{box-sizing:border-box}' +
  '.jp-list-item{display:flex;align-items:center;justify-content:space-between;padding:12px 0;' +
  'border-block-end:var(--ant-line-width,1px) var(--ant-line-type,solid) var(--ant-color-split,rgba(5,5,5,0.06))}' +
  '.jp-list-item:last-child{border-block-end:none}' +
  '.jp-list-item-content{flex:1 0;width:0}' +
  '.jp-list-item-title{margin:0 0 var(--ant-margin-xxs,4px) 0;color:inherit;font-size:inherit;line-height:inherit}' +
  '.jp-list-item-title>a{color:var(--ant-color-text,rgba(0,0,0,0.88));' +
  'transition:all var(--ant-motion-duration-slow,0.3s)}' +
  '.jp-list-item-title>a:hover{color:var(--ant-color-primary,#0958d9)}' +
  '.jp-list-item-description{color:var(--ant-color-text-description,rgba(0,0,0,0.45))}' +
  '@media screen and (max-width:576px){.jp-list-item{flex-wrap:wrap}}';

/** The list's stylesheet, a React 19 style resource: hoisted into <head> once, on the server and in the browser. */
function ContentListStyles() {
  return (
    <style href="jp-list" precedence="jp-list">
      {CONTENT_LIST_CSS}
    </style>
  );
}

export interface ContentListItem {
  key: string;
  title: ReactNode;
  description?: ReactNode;
}

export interface ContentListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  items: readonly ContentListItem[];
  /** the items' heading level, one under the section's heading (no skipped level, WCAG 1.3.1); 4 if not given */
  headingLevel?: 2 | 3 | 4 | 5;
}

export function ContentList({ items, className, headingLevel = 4, ...rest }: ContentListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <ContentListStyles />
      <ul className={classNames(['jp-list', className])} {...rest}>
        {items.map((item) => (
          <li key={item.key} className="jp-list-item">
            <div className="jp-list-item-content">
              <Heading className="jp-list-item-title">{item.title}</Heading>
              {item.description !== undefined && (
                <div className="jp-list-item-description">{item.description}</div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
