/**
 * A message shown as text (issue 40): its line breaks kept, web addresses made links, nothing
 * else rendered. React escapes every string; no HTML is ever built from the message.
 */
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that closes a sentence after an address belongs to the sentence. */
const TRAILING = /[.,;:!?)\]]+$/;

export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  for (const [i, piece] of text.split(URL_PATTERN).entries()) {
    if (i % 2 === 0) {
      if (piece) parts.push({ text: piece });
      continue;
    }
    const tail = TRAILING.exec(piece)?.[0] ?? '';
    const href = tail ? piece.slice(0, -tail.length) : piece;
    parts.push({ text: href, href });
    if (tail) parts.push({ text: tail });
  }
  return parts;
}

export function MessageText({ text }: { text: string }) {
  return (
    <p className="message-text">
      {splitLinks(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow">
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
