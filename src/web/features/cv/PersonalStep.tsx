/** Step 1 of the CV wizard: title, photo, professional profile (with AI help), name and its size, contact data, template. */
import { useId, useState } from 'react';
import { CV_LIMITS } from '../../../shared/cv/document';
import { CV_COLORS, templateInfo } from '../../../shared/cv/templates';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useImproveProfile } from './api/improve-profile';
import { useTemplates } from './api/list-templates';
import type { CvDraft } from './draft';
import { PHOTO_ACCEPT, shrinkPhoto } from './photo';

const AI = {
  empty: 'Por favor, escribe un borrador de tu perfil profesional antes de mejorarlo con IA.',
  noText: 'La IA no pudo generar una mejora en este momento. Por favor, inténtalo de nuevo.',
  failure: 'Ocurrió un error al intentar mejorar el texto. Por favor, revisa la consola para más detalles.',
};

export function PersonalStep({ draft, update }: { draft: CvDraft; update: (p: Partial<CvDraft>) => void }) {
  const templateList = useTemplates();
  const templates = templateList.data ?? null;
  const templatesError = templateList.isError;
  const improveText = useImproveProfile();
  const improving = improveText.isPending;
  const [photoBusy, setPhotoBusy] = useState(false);
  const ids = { titulo: useId(), foto: useId(), perfil: useId(), nombre: useId(), tamano: useId(), direccion: useId(), telefono: useId(), correo: useId() };

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    setPhotoBusy(true);
    try {
      update({ foto: await shrinkPhoto(file) });
    } catch (err) {
      notify((err as Error).message, 'error');
    } finally {
      setPhotoBusy(false);
    }
  }

  function improve() {
    const text = draft.perfilProfesional.trim();
    if (!text) return notify(AI.empty, 'error');
    improveText.mutate(text, {
      onSuccess: (better) => update({ perfilProfesional: better.slice(0, CV_LIMITS.profile) }),
      onError: (err) => notify(err instanceof ApiError ? err.message || AI.noText : AI.failure, 'error'),
    });
  }

  return (
    <div className="cv-personal">
      <div className="field">
        <label htmlFor={ids.titulo}>Título del currículum</label>
        <input id={ids.titulo} value={draft.titulo} maxLength={CV_LIMITS.title} placeholder="Ej.: Contadora Pública" onChange={(e) => update({ titulo: e.target.value })} />
      </div>
      <div className="field cv-photo-field">
        <label htmlFor={ids.foto}>Foto de perfil</label>
        <div className="cv-photo-row">
          {draft.foto ? <img src={draft.foto} alt="Tu foto" className="cv-photo-thumb" /> : <span className="cv-photo-thumb cv-photo-empty" aria-hidden="true" />}
          <div className="stack">
            <input id={ids.foto} type="file" accept={PHOTO_ACCEPT} disabled={photoBusy} onChange={(e) => void choosePhoto(e.target.files?.[0])} />
            <small className="hint">JPG, PNG o WEBP. La reducimos a 800 x 800 píxeles antes de subirla.</small>
            {draft.foto && (
              <button type="button" className="link-button" onClick={() => update({ foto: undefined })}>
                Quitar foto
              </button>
            )}
          </div>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.perfil}>Perfil profesional</label>
        <textarea
          id={ids.perfil}
          rows={6}
          maxLength={CV_LIMITS.profile}
          value={draft.perfilProfesional}
          placeholder="Describe en pocas líneas tu experiencia, fortalezas y lo que buscas."
          onChange={(e) => update({ perfilProfesional: e.target.value })}
        />
        <div className="spread">
          <small className="hint">
            {draft.perfilProfesional.length}/{CV_LIMITS.profile}
          </small>
          <button type="button" className="btn btn-outline btn-small" onClick={improve} disabled={improving}>
            {improving ? 'Mejorando...' : 'Mejorar con IA'}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.nombre}>Nombre completo</label>
        <input id={ids.nombre} value={draft.nombreCompleto} maxLength={CV_LIMITS.name} autoComplete="name" onChange={(e) => update({ nombreCompleto: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={ids.tamano}>Tamaño del nombre: {draft.tamanoNombre}</label>
        <input
          id={ids.tamano}
          type="range"
          min={CV_LIMITS.nameSizeMin}
          max={CV_LIMITS.nameSizeMax}
          value={draft.tamanoNombre}
          onChange={(e) => update({ tamanoNombre: Number(e.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.direccion}>Dirección</label>
        <input id={ids.direccion} value={draft.direccion} maxLength={CV_LIMITS.address} autoComplete="street-address" onChange={(e) => update({ direccion: e.target.value })} />
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={ids.telefono}>Teléfono</label>
          <input id={ids.telefono} type="tel" inputMode="tel" value={draft.telefono} maxLength={CV_LIMITS.phone} autoComplete="tel" onChange={(e) => update({ telefono: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={ids.correo}>Correo electrónico</label>
          <input id={ids.correo} type="email" value={draft.correo} maxLength={CV_LIMITS.email} autoComplete="email" onChange={(e) => update({ correo: e.target.value })} />
        </div>
      </div>
      <fieldset className="cv-templates">
        <legend>Plantilla</legend>
        {!templates && !templatesError && <p className="muted">Cargando plantillas...</p>}
        {templatesError && <p className="field-error">No se pudieron cargar las plantillas.</p>}
        <div className="cv-template-grid">
          {templates?.map((t) => {
            const [name, description] = t.NombreDescripcion.split(':');
            return (
              <label key={t.PlantillaCurriculum} className={`cv-template${draft.plantilla === t.PlantillaCurriculum ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="plantilla"
                  value={t.PlantillaCurriculum}
                  checked={draft.plantilla === t.PlantillaCurriculum}
                  onChange={() => update({ plantilla: t.PlantillaCurriculum })}
                />
                <img src={t.UrlImagen} alt="" loading="lazy" style={{ borderTopColor: t.Color }} />
                <span className="cv-template-name">{name}</span>
                {description && <span className="cv-template-desc">{description.trim()}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="cv-colors">
        <legend>Color de la plantilla</legend>
        <div className="cv-color-list">
          {[{ hex: '', nombre: 'El de la plantilla' }, ...CV_COLORS].map((c) => {
            const swatch = c.hex || templateInfo(draft.plantilla).accent;
            return (
              <label key={c.nombre} className={`cv-color${draft.color === c.hex ? ' is-selected' : ''}`}>
                <input type="radio" name="color" value={c.hex} checked={draft.color === c.hex} onChange={() => update({ color: c.hex })} />
                <span className="cv-color-swatch" style={{ background: swatch }} aria-hidden="true" />
                {c.nombre}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
