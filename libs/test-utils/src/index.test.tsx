import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { apiError, noContent, ok, renderAtUrl, stubApi } from './index';

it('records each request and answers it like the API (404 NOT_FOUND when not answered)', async () => {
  const calls = stubApi((call) =>
    call.path === '/things' ? ok({ id: 1 }, 201) : call.path === '/things/1' ? noContent() : undefined,
  );
  const created = await fetch('http://localhost/api/things?x=1', {
    method: 'POST',
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'a' }),
  });
  expect(created.status).toBe(201);
  expect(await created.json()).toEqual({ data: { id: 1 } });
  const missing = await fetch('http://localhost/api/other');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual(apiError(404, 'NOT_FOUND', 'not found').body);
  const deleted = await fetch('http://localhost/api/things/1', { method: 'DELETE' });
  expect(deleted.status).toBe(204);
  expect(await deleted.text()).toBe('');
  expect(calls).toHaveLength(3);
  expect(calls[0]).toMatchObject({
    method: 'POST',
    path: '/things',
    body: { name: 'a' },
    authorization: 'Bearer t',
  });
  expect(calls[0].query.get('x')).toBe('1');
  expect(calls[1]).toMatchObject({ method: 'GET', path: '/other', body: null, authorization: null });
});

it('renders a page at a URL inside the wrapper, and shows where it navigated', async () => {
  const { router } = renderAtUrl(<Link to="/elsewhere?a=1">go</Link>, {
    path: '/page/:id',
    url: '/page/7',
    wrapper: ({ children }) => <main>{children}</main>,
  });
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'go' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/page/7');
  await act(() => router.navigate('/elsewhere?a=1'));
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?a=1');
});
