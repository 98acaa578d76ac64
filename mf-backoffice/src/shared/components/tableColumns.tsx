import { useBackofficeT } from '../hooks/useLocale';
import { formatDateTime } from '../utils/format';
import type { Column } from './PagedTable';
import { StatusTag } from './StatusTag';

type Value<T> = (row: T) => string | null | undefined;

/** The columns every list has: a date in Bangkok time, a state as its tag, a count. */
export function useColumnKit<T>() {
  const { locale } = useBackofficeT();
  return {
    date: (key: string, title: string, value: Value<T>): Column<T> => ({
      key,
      title,
      render: (_, row) => formatDateTime(value(row), locale),
    }),
    status: (key: string, title: string, value: Value<T>): Column<T> => ({
      key,
      title,
      render: (_, row) => <StatusTag value={value(row)} />,
    }),
    count: (key: keyof T & string, title: string): Column<T> => ({
      key,
      title,
      dataIndex: key,
      align: 'end',
    }),
  };
}
