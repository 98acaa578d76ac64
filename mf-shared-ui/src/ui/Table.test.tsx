import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { Table } from './Table';
import { UiProvider } from './UiProvider';

const rows = [{ key: '1', name: 'สมชาย', email: 'somchai@example.com' }];
const columns = [
  { title: 'ชื่อ', dataIndex: 'name' },
  { title: 'อีเมล', dataIndex: 'email' },
];

/** jsdom has no layout: the sizes a 390 px phone would give a 900 px wide table. */
function layOut(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

let resize: () => void = () => undefined;
beforeEach(() => {
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resize = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const scroller = () => screen.getByRole('table').closest('.ant-table-content') as HTMLElement;

describe('the design system’s Table', () => {
  it('gives a table that scrolls sideways a tab stop, and takes it back when it fits again', () => {
    layOut(900, 390);
    render(
      <UiProvider locale="th">
        <Table dataSource={rows} columns={columns} scroll={{ x: 900 }} />
      </UiProvider>,
    );
    expect(scroller()).toHaveAttribute('tabindex', '0');

    layOut(390, 390);
    act(() => resize());
    expect(scroller()).not.toHaveAttribute('tabindex');
  });

  it('adds no tab stop to a table that fits', () => {
    layOut(390, 390);
    render(
      <UiProvider locale="th">
        <Table dataSource={rows} columns={columns} scroll={{ x: 'max-content' }} />
      </UiProvider>,
    );
    expect(scroller()).not.toHaveAttribute('tabindex');
    expect(screen.getByText('สมชาย')).toBeInTheDocument();
  });
});
