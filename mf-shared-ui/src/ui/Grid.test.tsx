import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { Col, GRID_CSS, Row } from './Grid';

it('lays out columns as antd does: spans per breakpoint (xs the base), gutters as column padding and row gap', () => {
  render(
    <Row gutter={[16, 8]} align="middle" data-testid="row">
      <Col xs={24} md={12} data-testid="col">
        one
      </Col>
      <Col span={0} lg={8}>
        two
      </Col>
    </Row>,
  );
  const row = screen.getByTestId('row');
  expect(row).toHaveClass('jp-row');
  expect(row).toHaveStyle({ marginLeft: '-8px', marginRight: '-8px', rowGap: '8px', alignItems: 'center' });
  const col = screen.getByTestId('col');
  expect(col).toHaveClass('jp-col', 'jp-col-xs-24', 'jp-col-md-12');
  expect(col).toHaveStyle({ paddingLeft: '8px', paddingRight: '8px' });
  expect(screen.getByText('two')).toHaveClass('jp-col-0', 'jp-col-lg-8');
});

it('the stylesheet: spans as widths of 24, from each breakpoint up', () => {
  expect(GRID_CSS).toContain('.jp-col-xs-24{display:block;flex:0 0 100%;max-width:100%}');
  expect(GRID_CSS).toContain('@media (min-width:768px){.jp-col-md-0{display:none}');
  expect(GRID_CSS).toMatch(
    /@media \(min-width:768px\)\{[^@]*\.jp-col-md-12\{display:block;flex:0 0 50%;max-width:50%\}/,
  );
  expect(GRID_CSS).toContain('@media (min-width:1600px)');
  // A fraction of antd's run-time grid styles (87 KB on a job page).
  expect(GRID_CSS.length).toBeLessThan(16_000);
});

it('a server-rendered page carries the stylesheet once, however many rows and columns it has', () => {
  const html = renderToString(
    <html lang="th">
      <head />
      <body>
        {[1, 2, 3].map((n) => (
          <Row key={n} gutter={12}>
            <Col xs={24} sm={12}>
              {n}
            </Col>
            <Col xs={24} sm={12}>
              {n}
            </Col>
          </Row>
        ))}
      </body>
    </html>,
  );
  expect(html.match(/data-href="jp-grid"/g)).toHaveLength(1);
  expect(html.indexOf('jp-grid')).toBeLessThan(html.indexOf('class="jp-row"'));
});
