/** "Empresa verificada": staff checked the company's NIT and contact (decision trust.md). */
import './verified-badge.css';

export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  if (!verified) return null;
  return (
    <span className="badge badge-verified" title="El equipo de Chamba revisó el NIT y los datos de contacto de esta empresa">
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 1 2.5 3.2v4.1c0 3.2 2.3 6.2 5.5 7.2 3.2-1 5.5-4 5.5-7.2V3.2zm-1 10L4.2 8.2l1-1L7 9l3.8-3.8 1 1z" />
      </svg>
      Empresa verificada
    </span>
  );
}
