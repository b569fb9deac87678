import { useEffect, useId, useMemo } from 'react';

type Props = {
  label: string;
  /** The stored image (public path) or null. */
  current: string | null;
  file: File | null;
  removed: boolean;
  onFile: (f: File | null) => void;
  onRemove: () => void;
  placeholder: string;
  error?: string;
  hint?: string;
  round?: boolean;
};

/** A photo or logo picker with a preview; choosing nothing keeps the stored image. */
export function ImageInput({ label, current, file, removed, onFile, onRemove, placeholder, error, hint, round }: Props) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? (removed ? null : current) ?? placeholder;
  const hasImage = Boolean(preview || (!removed && current));
  return (
    <div className="field image-input">
      <label htmlFor={id}>{label}</label>
      <div className="image-input-row">
        <img src={shown} alt={hasImage ? `Vista previa: ${label}` : ''} className={round ? 'image-preview round' : 'image-preview'} width={96} height={96} />
        <div className="stack">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={error ? true : undefined}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <small className="hint">{hint ?? 'JPG, PNG o WEBP. Si no eliges otra, se conserva la actual.'}</small>
          {hasImage && (
            <button type="button" className="link-button image-remove" onClick={onRemove}>
              Quitar imagen
            </button>
          )}
          {error && <small className="field-error">{error}</small>}
        </div>
      </div>
    </div>
  );
}
