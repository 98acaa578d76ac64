import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, type MenuButtonEntry } from './MenuButton';

function renderMenu(onSelect: (key: string) => void = jest.fn()) {
  const items: MenuButtonEntry[] = [
    {
      type: 'group',
      key: 'who',
      label: 'somchai@example.th · ผู้หางาน',
      items: [
        { key: 'overview', label: 'ภาพรวม', onSelect: () => onSelect('overview') },
        { key: 'profile', label: 'โปรไฟล์', onSelect: () => onSelect('profile') },
      ],
    },
    { type: 'divider', key: 'divider' },
    { key: 'unavailable', label: 'ยังไม่เปิด', disabled: true, onSelect: () => onSelect('unavailable') },
    { key: 'logout', label: 'ออกจากระบบ', danger: true, onSelect: () => onSelect('logout') },
  ];
  render(
    <>
      <MenuButton
        items={items}
        menuLabel="บัญชีของ สมชาย"
        renderTrigger={(trigger) => (
          <button type="button" {...trigger}>
            สมชาย
          </button>
        )}
      />
      <a href="#after">ถัดไป</a>
    </>,
  );
  return screen.getByRole('button', { name: 'สมชาย' });
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton (WAI-ARIA menu button)', () => {
  it('Enter opens the menu on its first item; the arrow keys wrap, Home and End jump', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'บัญชีของ สมชาย' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(item('ภาพรวม')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('โปรไฟล์')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('ออกจากระบบ')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('ภาพรวม')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('ออกจากระบบ')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('ภาพรวม')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('ออกจากระบบ')).toHaveFocus();
  });

  it('ArrowDown and Space open on the first item, ArrowUp on the last', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('ออกจากระบบ')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(item('ภาพรวม')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(item('ภาพรวม')).toHaveFocus();
  });

  it('Escape closes the menu and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const trigger = renderMenu(onSelect);
    trigger.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Enter chooses the focused item: the menu closes, the focus is back on the button, the action runs', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const trigger = renderMenu(onSelect);
    trigger.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('a disabled item is reachable and announced as unavailable, and does nothing', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const trigger = renderMenu(onSelect);
    trigger.focus();
    await user.keyboard('{Enter}{End}{ArrowUp}');
    expect(item('ยังไม่เปิด')).toHaveFocus();
    expect(item('ยังไม่เปิด')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('names a group of items by its label and closes on Tab', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: 'somchai@example.th · ผู้หางาน' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['ภาพรวม', 'โปรไฟล์']);
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a pointer elsewhere closes the menu without taking the focus back', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ถัดไป' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
