import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { Typography as AntdTypography } from 'antd';
import { Typography } from './Typography';
import { UiProvider } from './UiProvider';

const html = (element: ReactElement) => renderToString(<UiProvider locale="th">{element}</UiProvider>);

type Part = 'Title' | 'Text' | 'Paragraph' | 'Link';
const cases: [Part, Record<string, unknown>][] = [
  ['Title', {}],
  ['Title', { level: 3, style: { margin: 0 } }],
  ['Title', { level: 2, type: 'secondary', className: 'hero' }],
  ['Title', { level: 4, ellipsis: true }],
  ['Text', {}],
  ['Text', { type: 'secondary', strong: true }],
  [
    'Text',
    { type: 'danger', italic: true, underline: true, code: true, delete: true, mark: true, keyboard: true },
  ],
  ['Text', { ellipsis: true, style: { display: 'block' } }],
  ['Text', { ellipsis: { rows: 2 } }],
  ['Text', { disabled: true, title: 'ชื่อ', id: 'x', 'aria-live': 'polite' }],
  ['Paragraph', {}],
  ['Paragraph', { type: 'warning', style: { marginBottom: 0 } }],
  ['Paragraph', { ellipsis: { rows: 3 } }],
  ['Paragraph', { ellipsis: true, strong: true }],
  ['Link', { href: '/candidate/jobs' }],
  ['Link', { href: 'https://example.com', target: '_blank' }],
  ['Link', { href: '/x', rel: 'nofollow', target: '_blank', ellipsis: true, type: 'success' }],
];

describe('the light Typography of the first load', () => {
  it.each(cases)(
    'writes the same markup as antd for %s %j (server pages hydrate either way)',
    (part, props) => {
      const Light = Typography[part] as React.ComponentType<Record<string, unknown>>;
      const Antd = AntdTypography[part] as React.ComponentType<Record<string, unknown>>;
      const light = html(<Light {...props}>งาน React ที่กรุงเทพฯ</Light>);
      expect(light).toBe(html(<Antd {...props}>งาน React ที่กรุงเทพฯ</Antd>));
      expect(light).toContain('งาน React ที่กรุงเทพฯ');
    },
  );

  it('writes the root Typography as antd does', () => {
    expect(html(<Typography className="page">ข้อความ</Typography>)).toBe(
      html(<AntdTypography className="page">ข้อความ</AntdTypography>),
    );
  });

  it('brings antd’s own component when copying is asked for: the copy button appears', async () => {
    render(
      <UiProvider locale="en">
        <Typography.Text copyable>REF-2026-001</Typography.Text>
      </UiProvider>,
    );
    expect(screen.getByText('REF-2026-001')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('brings antd’s own component when editing is asked for: the edit button appears', async () => {
    render(
      <UiProvider locale="en">
        <Typography.Paragraph editable>Senior React developer</Typography.Paragraph>
      </UiProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
