/**
 * Article bodies are sanitised with an allowlist when saved (and again when served): what the
 * rich-text editor makes survives; scripts, event handlers, javascript: links, iframes, SVG, forms
 * and styles are dropped, keeping the text around them.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'mark', 'sub', 'sup',
    'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Their content goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'select', 'button'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Headings start at h2: the page's h1 is the article title.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : { rel: attribs.rel ?? '' }),
        },
      };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) || (frame.tag === 'img' && !frame.attribs.src),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/ rel=""/g, '')
    .trim();
}

/** The readable text of sanitised HTML (for summaries and the "is it empty" check). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
