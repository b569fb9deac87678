/** The article's cover image, or a coloured block with its initial when it has none. */
export function ArticleCover({ src, title, className = 'blog-cover' }: { src: string | null; title: string; className?: string }) {
  if (!src) {
    return (
      <div className={`${className} blog-cover-empty`} aria-hidden="true">
        <span>{title.slice(0, 1).toUpperCase()}</span>
      </div>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" width={800} height={420} />;
}
