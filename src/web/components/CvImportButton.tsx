/**
 * 'Importar desde PDF, Word o foto' for the CV wizards: reads a CV (PDF, Word .docx, JPEG or PNG)
 * on the server (nothing is stored)
 * and hands the CvDocument fields it could fill to `onImport`, for the person to review.
 *
 *   <CvImportButton onImport={(cv) => update(cv)} />
 *
 * `cv` holds only the fields found: text fields, the three item lists, and skills and languages
 * as catalogue ids. Self-contained: its own file check, busy state and messages.
 */
import { useId, useRef, useState } from 'react';
import type { CvDocument } from '../../shared/cv/document';
import type { ImportedCv } from '../../shared/contract/analysis';
import { useImportCvPdf } from '../lib/api/import-cv-pdf';
import { ApiError } from '../lib/api-client';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'];

const FIELD_NAMES: Record<keyof ImportedCv, string> = {
  titulo: 'título',
  nombreCompleto: 'nombre',
  perfilProfesional: 'perfil profesional',
  correo: 'correo',
  telefono: 'teléfono',
  direccion: 'dirección',
  formaciones: 'formación',
  certificaciones: 'certificaciones',
  experiencias: 'experiencia',
  habilidades: 'habilidades',
  idiomas: 'idiomas',
};

type Props = {
  onImport: (cv: Partial<CvDocument>) => void;
  /** Button text; 'Importar desde PDF, Word o foto' by default. */
  label?: string;
  className?: string;
};

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

export function CvImportButton({ onImport, label = 'Importar desde PDF, Word o foto', className }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const importPdf = useImportCvPdf();
  const statusId = useId();
  const busy = state.kind === 'busy';

  async function read(file: File | undefined) {
    if (!file) return;
    if (!(ACCEPTED_TYPES.includes(file.type) || /\.(pdf|docx|jpe?g|png)$/i.test(file.name))) return setState({ kind: 'error', text: 'Solo PDF, Word (.docx), JPEG o PNG.' });
    if (file.size > MAX_BYTES) return setState({ kind: 'error', text: 'Cada archivo no debe superar 10 MB.' });
    setState({ kind: 'busy' });
    try {
      const { Curriculum, Campos, message } = await importPdf.mutateAsync(file);
      if (Campos.length === 0) return setState({ kind: 'error', text: message });
      onImport(Curriculum);
      const names = Campos.map((c) => FIELD_NAMES[c as keyof ImportedCv] ?? c);
      setState({ kind: 'done', text: `Importamos: ${names.join(', ')}. ${message}` });
    } catch (err) {
      const text = err instanceof ApiError ? err.message || 'No se pudo leer el archivo.' : 'No se pudo conectar con el servidor. Inténtalo de nuevo.';
      setState({ kind: 'error', text });
    }
  }

  return (
    <div className={`cv-import${className ? ` ${className}` : ''}`} style={{ display: 'flex', flexDirection: 'column', gap: 6, margin: '0 0 12px' }}>
      <div className="row">
        <button type="button" className="btn btn-outline" onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={statusId}>
          {busy ? 'Leyendo tu CV (una foto tarda unos segundos)...' : label}
        </button>
        <small className="hint">¿Ya tienes un CV en PDF, Word (.docx) o una foto o escaneo (JPEG, PNG)? Lo leemos y completamos el asistente por ti.</small>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={`${ACCEPTED_TYPES.join(',')},.pdf,.docx,.jpg,.jpeg,.png`}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Archivo de tu CV (PDF, Word, JPEG o PNG)"
        onChange={(e) => {
          void read(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div id={statusId} role="status" aria-live="polite">
        {state.kind === 'done' && <p className="alert alert-success" style={{ margin: 0 }}>{state.text}</p>}
        {state.kind === 'error' && <p className="alert alert-error" style={{ margin: 0 }}>{state.text}</p>}
      </div>
    </div>
  );
}
