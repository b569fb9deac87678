/** A search form's buttons: the one beside 'Buscar' (clear the filters, open more of them), then 'Buscar'. */
export function SearchButtons({ className, label, onClick, opensDialog }: { className: string; label: string; onClick: () => void; opensDialog?: boolean }) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-light" onClick={onClick} aria-haspopup={opensDialog ? 'dialog' : undefined}>
        {label}
      </button>
      <button type="submit" className="btn btn-primary">
        Buscar
      </button>
    </div>
  );
}
