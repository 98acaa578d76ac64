import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { Button, Input, Space, Tooltip, Typography, useThemeToken } from 'mf_shared_ui/ui';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { editorHtml, jobTextExtensions, normalizeHref } from './richText';
import { registerRichTextTexts, RICH_TEXT_NS } from './i18n';

registerRichTextTexts();

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** the field's message (antd's Form.Item links its error this way) */
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  minHeight?: number;
  'data-testid'?: string;
}

interface Command {
  key: string;
  label: string;
  content: ReactNode;
  run: () => void;
  /** aria-pressed for marks and blocks that can be on or off. */
  active?: boolean;
  disabled?: boolean;
}

interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  focused: boolean;
}

const selectMarks = ({ editor }: { editor: Editor }): Marks => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  underline: editor.isActive('underline'),
  strike: editor.isActive('strike'),
  code: editor.isActive('code'),
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  link: editor.isActive('link'),
  focused: editor.isFocused,
});

/**
 * The product's rich-text editor (Tiptap; its schema = the server's sanitiser, richText.ts): job texts (mf-corporate),
 * posts (mf-backoffice).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation(RICH_TEXT_NS);
  const token = useThemeToken();
  const { value, onChange } = props;
  const label = props['aria-label'];
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The last HTML given to onChange: the form hands it back as value, which must not reset the editor. */
  const emitted = useRef<string | undefined>(undefined);
  const [linkOpen, setLinkOpen] = useState(false);
  const openLinkRef = useRef<() => void>(() => {});

  const editor = useEditor({
    extensions: jobTextExtensions(),
    content: value ?? '',
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        ...(props.id ? { id: props.id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {}),
        ...(props['aria-required'] && props['aria-required'] !== 'false' ? { 'aria-required': 'true' } : {}),
        ...(props['data-testid'] ? { 'data-testid': props['data-testid'] } : {}),
        'aria-multiline': 'true',
        class: 'jobportal-rte',
        style: `min-height:${props.minHeight ?? 160}px;padding:8px 12px;outline:none;overflow-wrap:anywhere`,
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (restored draft, "discard changes", loaded job): show it without emitting a change.
  useEffect(() => {
    // A Suspense boundary that hid and shows the editor again reconnects this effect with the editor useEditor
    // destroyed meanwhile (it renders again with a new one): nothing to set on that one.
    if (editor.isDestroyed) return;
    const incoming = value ?? '';
    if (incoming === emitted.current || incoming === editorHtml(editor)) return;
    emitted.current = undefined;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  const marks = useEditorState({ editor, selector: selectMarks });

  const openLink = () => setLinkOpen(true);
  openLinkRef.current = openLink;

  const run = (fn: (chain: ChainedCommands) => ChainedCommands) => () => {
    fn(editor.chain().focus()).run();
  };

  const commands: Command[] = [
    {
      key: 'bold',
      label: t('bold'),
      content: <b>B</b>,
      active: marks.bold,
      run: run((c) => c.toggleBold()),
    },
    {
      key: 'italic',
      label: t('italic'),
      content: <i>I</i>,
      active: marks.italic,
      run: run((c) => c.toggleItalic()),
    },
    {
      key: 'underline',
      label: t('underline'),
      content: <u>U</u>,
      active: marks.underline,
      run: run((c) => c.toggleUnderline()),
    },
    {
      key: 'strike',
      label: t('strike'),
      content: <s>S</s>,
      active: marks.strike,
      run: run((c) => c.toggleStrike()),
    },
    {
      key: 'h2',
      label: t('heading'),
      content: 'H2',
      active: marks.h2,
      run: run((c) => c.toggleHeading({ level: 2 })),
    },
    {
      key: 'h3',
      label: t('subheading'),
      content: 'H3',
      active: marks.h3,
      run: run((c) => c.toggleHeading({ level: 3 })),
    },
    {
      key: 'ul',
      label: t('bulletList'),
      content: '•',
      active: marks.bulletList,
      run: run((c) => c.toggleBulletList()),
    },
    {
      key: 'ol',
      label: t('numberedList'),
      content: '1.',
      active: marks.orderedList,
      run: run((c) => c.toggleOrderedList()),
    },
    {
      key: 'quote',
      label: t('blockquote'),
      content: '❝',
      active: marks.blockquote,
      run: run((c) => c.toggleBlockquote()),
    },
    {
      key: 'code',
      label: t('code'),
      content: <code>{'</>'}</code>,
      active: marks.code,
      run: run((c) => c.toggleCode()),
    },
    { key: 'link', label: t('link'), content: '🔗', active: marks.link, run: openLink },
    {
      key: 'unlink',
      label: t('unlink'),
      content: <s>🔗</s>,
      disabled: !marks.link,
      run: run((c) => c.extendMarkRange('link').unsetLink()),
    },
    {
      key: 'clear',
      label: t('clear'),
      content: 'Tx',
      run: run((c) => c.unsetAllMarks().clearNodes()),
    },
  ];

  const borderColor = invalid ? token.colorError : marks.focused ? token.colorPrimary : token.colorBorder;

  return (
    <div
      style={{
        border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        color: token.colorText,
      }}
    >
      <Toolbar
        label={t('toolbar', { field: label ?? '' })}
        commands={commands}
        borderColor={token.colorBorderSecondary}
        activeBackground={token.controlItemBgActive}
      />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        hasLink={marks.link}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          const chain = editor.chain().focus();
          if (editor.state.selection.empty && !editor.isActive('link')) {
            chain
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            chain.extendMarkRange('link').setLink({ href }).run();
          }
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
    </div>
  );
}

/** WAI-ARIA toolbar: one tab stop, arrow keys / Home / End move between the buttons. */
function Toolbar(props: {
  label: string;
  commands: Command[];
  borderColor: string;
  activeBackground: string;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const enabled = props.commands.map((c, i) => (c.disabled ? -1 : i)).filter((i) => i >= 0);
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(tabStop);
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    e.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <Space
      size={4}
      wrap
      style={{ padding: 4, borderBottom: `1px solid ${props.borderColor}`, width: '100%' }}
      role="toolbar"
      aria-label={props.label}
      onKeyDown={onKeyDown}
    >
      {props.commands.map((c, i) => (
        <Tooltip key={c.key} title={c.label}>
          <Button
            ref={(el) => {
              buttons.current[i] = el;
            }}
            size="small"
            // Always the text variant: antd wraps the other variants in another element, so switching would
            // re-mount the button and lose its focus.
            variant="text"
            color={c.active ? 'primary' : 'default'}
            style={c.active ? { background: props.activeBackground } : undefined}
            // A glyph that reads as text (H2, 1., Tx) starts the name: a spoken command uses what is seen (WCAG 2.5.3).
            aria-label={
              typeof c.content === 'string' && /\w/.test(c.content) ? `${c.content} ${c.label}` : c.label
            }
            aria-pressed={c.active === undefined ? undefined : c.active}
            disabled={c.disabled}
            tabIndex={i === tabStop ? 0 : -1}
            // Keep the text selection in the editor while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setCurrent(i)}
            onClick={c.run}
          >
            {c.content}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}

interface LinkDialogProps {
  open: boolean;
  initial: string;
  hasLink: boolean;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}

/** Asks for a link address; only the protocols the server keeps are accepted. */
function LinkDialog(props: LinkDialogProps) {
  const { t } = useTranslation(RICH_TEXT_NS);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (props.open) {
      setUrl(props.initial);
      setInvalid(false);
    }
  }, [props.open, props.initial]);

  const apply = () => {
    const href = normalizeHref(url);
    if (!href) {
      setInvalid(true);
      return;
    }
    props.onApply(href);
  };

  return (
    <Modal
      open={props.open}
      title={t('link')}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          {props.hasLink && (
            <Button danger onClick={props.onRemove}>
              {t('unlink')}
            </Button>
          )}
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={apply} data-testid="editor-link-apply">
            {t('linkApply')}
          </Button>
        </Space>
      }
    >
      <label htmlFor={inputId}>{t('linkPrompt')}</label>
      <Input
        id={inputId}
        // a dialog the user just opened: focus moves into it (WAI-ARIA dialog pattern), not a page-load autofocus
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        inputMode="url"
        value={url}
        placeholder="https://"
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setInvalid(false);
        }}
        onPressEnter={apply}
      />
      {invalid && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {t('linkInvalid')}
        </Typography.Text>
      )}
    </Modal>
  );
}
