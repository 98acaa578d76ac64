// User and editor HTML (job descriptions, blog posts): the product's one sanitising policy and renderer.
export { sanitizeHtml, htmlText } from '../html/sanitize';
export { SafeHtml } from '../html/SafeHtml';
