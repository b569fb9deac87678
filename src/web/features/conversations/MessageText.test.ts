import { describe, expect, it } from 'vitest';
import { splitLinks } from './MessageText';

describe('splitLinks', () => {
  it('makes http and https addresses links, keeping the sentence’s punctuation out of them', () => {
    expect(splitLinks('Mira https://chamba.bo/blogs. Y http://a.bo/x?y=1, gracias')).toEqual([
      { text: 'Mira ' },
      { text: 'https://chamba.bo/blogs', href: 'https://chamba.bo/blogs' },
      { text: '.' },
      { text: ' Y ' },
      { text: 'http://a.bo/x?y=1', href: 'http://a.bo/x?y=1' },
      { text: ',' },
      { text: ' gracias' },
    ]);
  });

  it('leaves everything else as text: markup, javascript: and data: addresses', () => {
    const hostile = '<script>alert(1)</script> javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.bo">';
    expect(splitLinks(hostile).filter((p) => p.href).map((p) => p.href)).toEqual(['https://x.bo']);
    expect(splitLinks(hostile).map((p) => p.text).join('')).toBe(hostile);
  });
});
