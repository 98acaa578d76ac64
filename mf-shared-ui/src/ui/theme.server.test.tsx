import { renderToString } from 'react-dom/server';
import { Button } from 'antd';
import { UiProvider } from './UiProvider';
import { createStyleCache, extractStyles } from './serverStyles.server';
import { FONT_FAMILY } from '@jobportal/platform-contract';

describe('the font stack', () => {
  it('is the font of the design system’s components in a server-rendered page', () => {
    const cache = createStyleCache();
    renderToString(
      <UiProvider locale="th" cache={cache}>
        <Button>สมัคร</Button>
      </UiProvider>,
    );
    expect(extractStyles(cache)).toContain(`--ant-font-family:${FONT_FAMILY}`);
  });
});
