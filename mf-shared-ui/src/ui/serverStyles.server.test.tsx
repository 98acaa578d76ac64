import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { UiProvider } from './UiProvider';
import { createStyleCache, extractStyles } from './serverStyles.server';

const renderPage = (cache: ReturnType<typeof createStyleCache>, page: React.ReactNode) => {
  renderToString(
    <UiProvider locale="th" cache={cache}>
      {page}
    </UiProvider>,
  );
  return extractStyles(cache);
};

describe('the server renderer’s style cache', () => {
  it('gives each page the styles of its own components, not of the pages rendered before it', () => {
    const cache = createStyleCache();
    const buttonPage = renderPage(cache, <Button>สมัคร</Button>);
    expect(buttonPage).toContain('.ant-btn');
    expect(buttonPage).not.toContain('.ant-tag');

    const tagPage = renderPage(cache, <Tag>React</Tag>);
    expect(tagPage).toContain('.ant-tag');
    expect(tagPage).not.toContain('.ant-btn');

    // The same page again: the same styles, from the cache.
    expect(renderPage(cache, <Button>สมัคร</Button>)).toBe(buttonPage);
  });

  it('sends the styles the browser’s design system looks for: hydrating the page adds none', async () => {
    const page = (
      <UiProvider locale="th">
        <Button icon={<SearchOutlined />}>สมัคร</Button>
      </UiProvider>
    );
    const cache = createStyleCache();
    const markup = renderToString(
      <UiProvider locale="th" cache={cache}>
        {page.props.children}
      </UiProvider>,
    );
    // As the document arrives: the page's styles in the head (STYLES_TO_HEAD), its markup in the root.
    document.head.innerHTML = extractStyles(cache);
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const themeStyles = () =>
      [...document.querySelectorAll('style')].filter((style) =>
        /^\.css-var-[^{.]+\{--ant-blue:/.test(style.innerHTML),
      );
    expect(themeStyles()).toHaveLength(1);
    const styleCount = document.querySelectorAll('style').length;

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, page, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(themeStyles()).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(styleCount);
  });
});
