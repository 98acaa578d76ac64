import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { CONTENT_LIST_CSS, ContentList } from './ContentList';

const items = [
  { key: 'a', title: <a href="/jobs/a">React developer</a>, description: 'Bangkok' },
  { key: 'b', title: <a href="/jobs/b">QA engineer</a> },
];

it('shows each item as a list entry: its title a heading holding the link, its description under it', () => {
  render(<ContentList items={items} data-testid="jobs" />);
  const entries = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(entries).toHaveLength(2);
  const heading = within(entries[0]).getByRole('heading', { level: 4 });
  expect(within(heading).getByRole('link', { name: 'React developer' })).toHaveAttribute('href', '/jobs/a');
  expect(entries[0]).toHaveTextContent('React developerBangkok');
  expect(entries[1]).toHaveTextContent(/^QA engineer$/);
  expect(screen.getByTestId('jobs')).toHaveClass('jp-list');
});

it('gives its titles the heading level one under the section it is in (no skipped level)', () => {
  render(<ContentList items={items} headingLevel={3} />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
});

it('looks like antd List with List.Item.Meta: split rows, title in the text colour, description in the secondary', () => {
  expect(CONTENT_LIST_CSS).toContain(
    '.jp-list-item{display:flex;align-items:center;justify-content:space-between;padding:12px 0;',
  );
  expect(CONTENT_LIST_CSS).toContain('.jp-list-item:last-child{border-block-end:none}');
  expect(CONTENT_LIST_CSS).toContain(
    '.jp-list-item-description{color:var(--ant-color-text-description,rgba(0,0,0,0.45))}',
  );
});

it('a server-rendered page carries the stylesheet once, before the lists', () => {
  const html = renderToString(
    <html lang="th">
      <head />
      <body>
        <ContentList items={items} />
        <ContentList items={items} />
      </body>
    </html>,
  );
  expect(html.match(/data-href="jp-list"/g)).toHaveLength(1);
  expect(html.indexOf('data-href="jp-list"')).toBeLessThan(html.indexOf('class="jp-list"'));
});
