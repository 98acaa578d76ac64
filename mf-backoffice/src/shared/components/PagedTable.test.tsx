import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'mf_shared_ui/ui';
import { initTestApp } from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { PagedTable, type PagedResult } from './PagedTable';

beforeAll(initTestApp);

interface Row {
  id: string;
  name: string;
}

function setup(result: PagedResult<Row>, page = 1) {
  const update = jest.fn();
  render(
    <UiProvider locale="th">
      <PagedTable<Row>
        result={result}
        paging={{ page, limit: 2, update }}
        columns={[{ key: 'name', title: 'ชื่อ', dataIndex: 'name' }]}
        rowKey="id"
        emptyText="ไม่มีแถว"
        minWidth={400}
      />
    </UiProvider>,
  );
  return { update, user: userEvent.setup() };
}

it('shows the rows of the page, the total in words, and asks for another page', async () => {
  const rows = [
    { id: 'a', name: 'หนึ่ง' },
    { id: 'b', name: 'สอง' },
  ];
  const { update, user } = setup({
    data: { items: rows, total: 3, offset: 0, limit: 2 },
    isFetching: false,
    refetch: jest.fn(),
  });
  expect(screen.getByRole('cell', { name: 'สอง' })).toBeInTheDocument();
  expect(screen.getByText(th.common.total.replace('{{count}}', '3'))).toBeInTheDocument();
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(update).toHaveBeenCalledWith({ page: 2 });
});

it('says an empty page is empty', () => {
  setup({ data: { items: [], total: 0, offset: 0, limit: 2 }, isFetching: false, refetch: jest.fn() });
  expect(screen.getByText('ไม่มีแถว')).toBeInTheDocument();
});

it("shows the API's message and retries", async () => {
  const refetch = jest.fn();
  const { user } = setup({
    error: { status: 503, data: { error: { code: 'UNAVAILABLE', message: 'ระบบขัดข้องชั่วคราว' } } },
    isFetching: false,
    refetch,
  });
  expect(screen.getByRole('alert')).toHaveTextContent(th.common.loadFailed);
  expect(screen.getByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
  expect(screen.queryByRole('table')).toBeNull();
  await user.click(screen.getByRole('button', { name: th.common.retry }));
  expect(refetch).toHaveBeenCalled();
});
