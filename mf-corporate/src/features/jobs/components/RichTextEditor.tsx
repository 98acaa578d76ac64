import {
  useEffect,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tooltip } from 'mf_shared_ui/ui';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  minHeight?: number;
  'data-testid'?: string;
}

interface Command {
  key: string;
  label: string;
  content: ReactNode;
  run: () => void;
}

/** A small rich-text editor: contentEditable + document.execCommand (bold, italic, lists, link). No dependency. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('corporate');
  const ref = useRef<HTMLDivElement>(null);
  const { value, onChange } = props;

  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    if (html !== (value ?? '')) onChange?.(html);
  };

  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    if (typeof document.execCommand === 'function') document.execCommand(command, false, arg);
    emit();
  };

  const commands: Command[] = [
    { key: 'bold', label: t('editor.bold'), content: <b>B</b>, run: () => exec('bold') },
    { key: 'italic', label: t('editor.italic'), content: <i>I</i>, run: () => exec('italic') },
    { key: 'ul', label: t('editor.bulletList'), content: '•', run: () => exec('insertUnorderedList') },
    { key: 'ol', label: t('editor.numberedList'), content: '1.', run: () => exec('insertOrderedList') },
    {
      key: 'link',
      label: t('editor.link'),
      content: '🔗',
      run: () => {
        const url = window.prompt(t('editor.linkPrompt'), 'https://');
        if (!url || url === 'https://') return;
        const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`;
        exec('createLink', href);
      },
    },
    { key: 'clear', label: t('editor.clear'), content: 'Tx', run: () => exec('removeFormat') },
  ];

  const keepSelection = (e: MouseEvent) => e.preventDefault();

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    // Pasted HTML from other sites carries styles and scripts: insert plain text only.
    e.preventDefault();
    const text = e.clipboardData.getData('text/plain');
    if (typeof document.execCommand === 'function') document.execCommand('insertText', false, text);
    emit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && (e.key === 'b' || e.key === 'i')) {
      e.preventDefault();
      exec(e.key === 'b' ? 'bold' : 'italic');
    }
  };

  return (
    <div
      style={{
        border: `1px solid ${props['aria-invalid'] ? '#ff4d4f' : '#d9d9d9'}`,
        borderRadius: 8,
        background: '#fff',
      }}
    >
      <Space
        size={4}
        wrap
        style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}
        role="toolbar"
        aria-label={props['aria-label']}
      >
        {commands.map((c) => (
          <Tooltip key={c.key} title={c.label}>
            <Button size="small" type="text" aria-label={c.label} onMouseDown={keepSelection} onClick={c.run}>
              {c.content}
            </Button>
          </Tooltip>
        ))}
      </Space>
      <div
        id={props.id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid'] || undefined}
        data-testid={props['data-testid']}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        className="corporate-rte"
        style={{
          minHeight: props.minHeight ?? 160,
          padding: '8px 12px',
          outline: 'none',
          overflowWrap: 'anywhere',
        }}
      />
    </div>
  );
}
