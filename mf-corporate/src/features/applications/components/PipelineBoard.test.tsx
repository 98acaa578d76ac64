/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The board's columns (the seven stages and "not a fit"), its layout at 1366 px and on a phone, and the card: name
 * and application date on lines of their own, the screening answers summarised, "move to pipeline".
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorporateApplication, ScreeningAnswer } from '@jobportal/contracts';
import { application } from '../../../test/fixtures';
import { initTestApp, renderPage, stubApi } from '../../../test/renderWithApp';
import { setViewportWidth } from '../../../test/viewport';
import { BOARD_COLUMNS } from '../utils/pipeline';
import { PipelineBoard } from './PipelineBoard';

jest.setTimeout(60_000);

const answer = (prompt: string, value: string, knocks: boolean): ScreeningAnswer => ({
  question_id: `q-${prompt}`,
  kind: 'yes_no',
  prompt,
  value,
  knocks_out: knocks,
});

function apps(): CorporateApplication[] {
  const knocked = {
    ...application('a1', 'ไม่ผ่าน', 'applied'),
    knocked_out: true,
    screening: [answer('มีใบขับขี่', 'no', true), answer('ย้ายไปเชียงใหม่ได้', 'yes', false)],
  };
  const passing = {
    ...application('a2', 'ทดสอบ', 'applied'),
    screening: [answer('มีใบขับขี่', 'yes', false)],
  };
  // knocked out, but somebody already moved it on: the pipeline's column, not "not a fit"
  const movedOn = { ...application('a3', 'ย้ายแล้ว', 'reviewing'), knocked_out: true };
  return [knocked, passing, movedOn];
}

function renderBoard(props: Partial<Parameters<typeof PipelineBoard>[0]> = {}) {
  const handlers = { onMove: jest.fn(), onMoveToPipeline: jest.fn(), onToggleSelect: jest.fn() };
  renderPage(
    <PipelineBoard
      jobId="job-1"
      columns={BOARD_COLUMNS}
      applications={apps()}
      selected={new Set()}
      locale="th"
      {...handlers}
      {...props}
    />,
    { path: '/', url: '/' },
  );
  return handlers;
}

const card = (name: string) =>
  screen.getAllByTestId('application-card').find((c) => c.getAttribute('data-candidate')?.startsWith(name))!;

let restore: () => void = () => undefined;
beforeAll(() => initTestApp());
beforeEach(() => {
  window.localStorage.clear();
  stubApi(() => undefined);
});
afterEach(() => restore());

describe('pipeline board', () => {
  it('at 1366 px every column, "not a fit" included, sits on one row: no sideways scrolling', async () => {
    restore = setViewportWidth(1366);
    renderBoard();
    const board = await screen.findByTestId('pipeline-board');
    expect(board).toHaveAttribute('data-layout', 'fit');
    expect(board.style.gridTemplateColumns).toBe('repeat(8, minmax(0, 1fr))');
    expect(board.style.overflowX).toBe('');
    expect(
      within(board)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([
      'สมัครแล้ว',
      'กำลังพิจารณา',
      'ผ่านการคัดเลือกเบื้องต้น',
      'นัดสัมภาษณ์',
      'ยื่นข้อเสนองาน',
      'รับเข้าทำงาน',
      'ไม่ผ่านการพิจารณา',
      'ไม่ตรงคุณสมบัติ',
    ]);
    expect(within(screen.getByTestId('column-not_a_fit')).getAllByTestId('application-card')).toHaveLength(1);
    expect(card('ไม่ผ่าน').closest('section')).toBe(screen.getByTestId('column-not_a_fit'));
    expect(card('ทดสอบ').closest('section')).toBe(screen.getByTestId('column-applied'));
    expect(card('ย้ายแล้ว').closest('section')).toBe(screen.getByTestId('column-reviewing'));
  });

  it('the wide layout wraps the columns into rows, and the choice is remembered', async () => {
    restore = setViewportWidth(1366);
    renderBoard();
    fireEvent.click(await screen.findByText('แบบกว้าง'));
    const board = screen.getByTestId('pipeline-board');
    expect(board).toHaveAttribute('data-layout', 'wide');
    expect(board.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(240px, 1fr))');
    expect(window.localStorage.getItem('jobportal.corporate.pipelineLayout')).toBe('wide');
  });

  it('a card shows the name and the application date on lines of their own, and the answers summarised', async () => {
    restore = setViewportWidth(1366);
    renderBoard();
    const c = await waitFor(() => card('ทดสอบ'));
    const name = within(c).getByTestId('card-name');
    const date = within(c).getByTestId('card-date');
    expect(name).toHaveTextContent(/^ทดสอบ ทดสอบ$/);
    expect(name.style.display).toBe('block');
    expect(date.style.display).toBe('block');
    expect(date).toHaveTextContent(/^สมัครเมื่อ/);
    expect(name.contains(date)).toBe(false);
    expect(within(card('ไม่ผ่าน')).getByTestId('card-screening')).toHaveTextContent('ตอบคำถาม 2 ข้อไม่ผ่าน 1 ข้อ');
    expect(within(c).getByTestId('card-screening')).not.toHaveTextContent('ไม่ผ่าน');
  });

  it('"move to pipeline" from the card menu or by dropping the card on "applied"; nothing drops on "not a fit"', async () => {
    restore = setViewportWidth(1366);
    const handlers = renderBoard();
    fireEvent.click(within(await waitFor(() => card('ไม่ผ่าน'))).getByTestId('card-actions'));
    fireEvent.click(await screen.findByText('ย้ายเข้าสู่ขั้นตอนคัดเลือก'));
    expect(handlers.onMoveToPipeline).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));

    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(card('ไม่ผ่าน'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('column-applied'), { dataTransfer });
    expect(handlers.onMoveToPipeline).toHaveBeenCalledTimes(2);
    fireEvent.dragStart(card('ทดสอบ'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('column-not_a_fit'), { dataTransfer });
    expect(handlers.onMove).not.toHaveBeenCalled();
  });

  it('on a phone a stage picker shows one column at a time', async () => {
    restore = setViewportWidth(375);
    renderBoard();
    const picker = (await screen.findByTestId('board-stage-picker')) as HTMLSelectElement;
    expect(screen.getByTestId('pipeline-board')).toHaveAttribute('data-layout', 'phone');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByTestId('column-applied')).toBeInTheDocument();
    expect([...picker.options].map((o) => o.text)).toContain('ไม่ตรงคุณสมบัติ (1)');
    fireEvent.change(picker, { target: { value: 'not_a_fit' } });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(screen.getByTestId('column-not_a_fit')).getAllByTestId('application-card')).toHaveLength(1);
    expect(screen.queryByTestId('board-layout')).not.toBeInTheDocument();
  });
});
