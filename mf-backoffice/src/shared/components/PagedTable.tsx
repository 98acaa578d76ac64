import type { Page } from '@jobportal/contracts';
import { Table, type TableProps } from 'mf_shared_ui/ui-data';
import { useBackofficeT } from '../hooks/useLocale';
import { ErrorState } from './States';

/** What a paged list query's hook returns that the table needs (RTK Query's result has all of it). */
export interface PagedResult<T> {
  data?: Page<T>;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The page the URL asks for and how to move to another (`useListParams` returns it). */
export interface PageState {
  page: number;
  limit: number;
  update: (patch: { page: number }) => void;
}

export interface PagedTableProps<T> {
  result: PagedResult<T>;
  paging: PageState;
  columns: NonNullable<TableProps<T>['columns']>;
  rowKey: keyof T & string;
  /** what an empty page says */
  emptyText: string;
  /** below this width the table scrolls sideways (phones) */
  minWidth: number;
}

/**
 * A page of an API list as a table: the API's error with a retry, a spinner while a page loads, the empty text, and
 * the pager (the URL's page, the total in words).
 */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { t } = useBackofficeT();
  const { data, error, isFetching, refetch } = props.result;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Table<T>
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={data?.items ?? []}
      loading={isFetching}
      scroll={{ x: props.minWidth }}
      locale={{ emptyText: props.emptyText }}
      pagination={{
        current: props.paging.page,
        pageSize: props.paging.limit,
        total: data?.total ?? 0,
        showSizeChanger: false,
        onChange: (page) => props.paging.update({ page }),
        showTotal: (total) => t('common.total', { count: total }),
      }}
    />
  );
}

/** One column of a table (antd's column type). */
export type Column<T> = NonNullable<TableProps<T>['columns']>[number];
