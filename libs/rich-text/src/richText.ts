import { mergeAttributes, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';

/**
 * The job text editor's schema = what the server keeps (api/src/services/sanitize.ts sanitizeUserHtml): paragraphs,
 * line breaks, rules, bold, italic, underline, strike, inline code, headings h2-h4, lists, quotes and links. Nothing
 * the sanitiser drops can be typed or pasted in: no h1, images, code-block classes, list start/type, styles or
 * classes (pasted HTML goes through this schema, so they are dropped on paste too).
 */

/** The server's link rule: http(s), mailto, tel, site-relative or in-page; anything else loses its href. */
const ALLOWED_HREF = /^(https?:|mailto:|tel:|\/|#)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isAllowedHref(href: string | null | undefined): boolean {
  return typeof href === 'string' && ALLOWED_HREF.test(href.trim());
}

/**
 * The href to store for what the employer typed, or null when its protocol is not allowed. A bare address without a
 * scheme ("example.com/jobs") gets https:// as before.
 */
export function normalizeHref(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  const href = HAS_SCHEME.test(url) || url.startsWith('/') || url.startsWith('#') ? url : `https://${url}`;
  return isAllowedHref(href) ? href : null;
}

/** Links: the allowed protocols only, no class attribute; rel as the server writes it, no forced new tab. */
const JobLink = Link.extend({
  addAttributes() {
    const attributes: Record<string, unknown> = { ...this.parent?.() };
    delete attributes.class;
    return attributes;
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
  isAllowedUri: (url) => isAllowedHref(url),
});

/** Numbered lists without start/type (the sanitiser drops both attributes). */
const JobOrderedList = OrderedList.extend({
  renderHTML({ HTMLAttributes }) {
    const { start: _start, type: _type, ...attributes } = HTMLAttributes;
    return ['ol', mergeAttributes(this.options.HTMLAttributes, attributes), 0];
  },
});

export const HEADING_LEVELS = [2, 3, 4] as const;

export function jobTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      codeBlock: false,
      link: false,
      orderedList: false,
      // A trailing empty paragraph after a list would change the HTML on every load (value in != value out).
      trailingNode: false,
    }),
    JobOrderedList,
    JobLink,
  ];
}

/** The editor's HTML for the form: '' when there is no content, so the required-field rule still fires. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}
