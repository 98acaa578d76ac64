// The product's rich-text editor, loaded on its own chunk when first shown (Tiptap + ProseMirror, ~128 KB gzip).
export { LazyRichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
