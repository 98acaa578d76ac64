import { SafeHtml } from 'mf_shared_ui/html';

/** A blog post's body: editor HTML through the product's sanitising policy. */
export function ArticleBody({ html }: { html: string }) {
  return <SafeHtml html={html} className="pub-prose" testId="blog-post-body" />;
}
