import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { richTextTexts } from './i18n';
import { RichTextEditor } from './RichTextEditor';

jest.setTimeout(30_000);
const th = { editor: richTextTexts.th };

/** The editor under a parent that owns the value, as the form does. */
function Harness(props: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <RichTextEditor
      id="description"
      aria-label="รายละเอียดงาน"
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

function setup(initial?: string) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness initial={initial} onChange={onChange} />);
  const box = screen.getByRole('textbox', { name: 'รายละเอียดงาน' });
  const last = () => onChange.mock.calls.at(-1)?.[0] as string | undefined;
  return { onChange, user, box, last };
}

describe('RichTextEditor', () => {
  it('is a named multi-line textbox showing the value, without reporting a change on load', () => {
    const { box, onChange } = setup('<p>Build <strong>UIs</strong></p>');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('id', 'description');
    expect(within(box).getByText('UIs').tagName).toBe('STRONG');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports what the employer types as HTML', async () => {
    const { user, box, last } = setup();
    await user.click(box);
    await user.keyboard('Hello');
    await waitFor(() => expect(last()).toBe('<p>Hello</p>'));
  });

  it('the bold button gives <strong> and shows it is pressed', async () => {
    const { user, box, last } = setup();
    await user.click(box);
    const bold = screen.getByRole('button', { name: th.editor.bold });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    // The same button (not a re-mounted one, which would lose keyboard focus) is now pressed.
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('Strong');
    await waitFor(() => expect(last()).toBe('<p><strong>Strong</strong></p>'));
  });

  it('the bulleted list button makes a list', async () => {
    const { user, box, last } = setup('<p>One</p>');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: th.editor.bulletList }));
    await waitFor(() => expect(last()).toBe('<ul><li><p>One</p></li></ul>'));
    expect(screen.getByRole('button', { name: th.editor.bulletList })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for a link in a dialog, refuses javascript: with a message and adds a valid link; it can be removed', async () => {
    const { user, box, last } = setup('<p>Apply</p>');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: th.editor.link }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(th.editor.linkPrompt);
    await user.type(input, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: th.editor.linkApply }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(th.editor.linkInvalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(last()).toBeUndefined();

    await user.clear(input);
    await user.type(input, 'example.com/jobs{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(last()).toContain('href="https://example.com/jobs"'));
    expect(last()).not.toContain('javascript');

    // The cursor is in the link now: "remove link" is enabled and takes it away.
    const unlink = screen.getByRole('button', { name: th.editor.unlink });
    await waitFor(() => expect(unlink).toBeEnabled());
    await user.click(unlink);
    await waitFor(() => expect(last()).not.toContain('<a'));
  });

  it('gives "" (not <p></p>) when everything is deleted, so the required rule fires', async () => {
    const { user, box, last } = setup('<p>Hi</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(last()).toBe(''));
  });

  it('shows a value set from outside (restored draft) without emitting it back', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<RichTextEditor aria-label="รายละเอียดงาน" value="" onChange={onChange} />);
    rerender(<RichTextEditor aria-label="รายละเอียดงาน" value="<p>Restored</p>" onChange={onChange} />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'รายละเอียดงาน' })).toHaveTextContent('Restored'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the toolbar is one tab stop and the arrow keys move along it', async () => {
    const { user } = setup();
    const toolbar = screen.getByRole('toolbar');
    const bold = within(toolbar).getByRole('button', { name: th.editor.bold });
    const italic = within(toolbar).getByRole('button', { name: th.editor.italic });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');
    act(() => bold.focus());
    await user.keyboard('{ArrowRight}');
    expect(italic).toHaveFocus();
    expect(italic).toHaveAttribute('tabindex', '0');
  });
});
