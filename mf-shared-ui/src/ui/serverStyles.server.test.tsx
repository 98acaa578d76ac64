import { renderToString } from 'react-dom/server';
import { Button, Tag } from 'antd';
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
});
