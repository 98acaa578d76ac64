import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip as AntdTooltip } from 'antd';
import { Tooltip } from './Tooltip';
import { UiProvider } from './UiProvider';

describe('the Tooltip loaded when a page first shows one', () => {
  it('writes only its child on the server, as antd’s closed tooltip does', () => {
    const child = <button type="button">บันทึก</button>;
    expect(renderToString(<Tooltip title="บันทึกงานนี้">{child}</Tooltip>)).toBe(
      renderToString(<AntdTooltip title="บันทึกงานนี้">{child}</AntdTooltip>),
    );
  });

  it('shows its title when the pointer rests on the child', async () => {
    render(
      <UiProvider locale="th">
        <Tooltip title="บันทึกงานนี้">
          <button type="button">บันทึก</button>
        </Tooltip>
      </UiProvider>,
    );
    // The child is there at once; antd's tooltip arrives a moment after mounting.
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.hover(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('บันทึกงานนี้');
  });
});
