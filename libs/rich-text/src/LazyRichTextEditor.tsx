import { lazy, Suspense } from 'react';
import { Skeleton } from 'mf_shared_ui/ui';
import type { RichTextEditorProps } from './RichTextEditor';

// Tiptap + ProseMirror are ~128 KB gzip: the rest of the form renders while they load.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on its own: a placeholder of its height meanwhile (Form.Item props pass through). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          data-testid="editor-loading"
          aria-busy="true"
          style={{ minHeight: (props.minHeight ?? 160) + 40 }}
        >
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
