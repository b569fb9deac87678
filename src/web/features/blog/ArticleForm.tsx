/** The staff's article form, shared by /creararticulo and /editar-articulo/{id}. */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BLOG_CATEGORIES, BLOG_LIMITS, BLOG_MESSAGES, encodeBase64Utf8, isCalendarDay, normalizeTags } from '../../../shared/contract/blog-text';
import { SelectField, TextArea, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { ImageReadError, shrinkImage } from '../../lib/shrink-image';
import { useSaveArticle } from './api/save-article';
import { laPazToday } from './format';
import { RichTextEditor } from './RichTextEditor';

export type ArticleInitial = {
  id: number;
  titulo: string;
  descripcionCorta: string;
  html: string;
  fecha: string;
  categoria: string;
  etiquetas: string;
  urlImagen: string | null;
};

type Values = { titulo: string; descripcionCorta: string; html: string; fecha: string; categoria: string; etiquetas: string };

/** The same rules as the server's schema, for messages before sending. */
function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.titulo.trim()) e.Titulo = BLOG_MESSAGES.titulo;
  else if (v.titulo.trim().length > BLOG_LIMITS.title) e.Titulo = `Máximo ${BLOG_LIMITS.title} caracteres.`;
  if (!v.descripcionCorta.trim()) e.DescripcionCorta = BLOG_MESSAGES.descripcionCorta;
  else if (v.descripcionCorta.trim().length > BLOG_LIMITS.short) e.DescripcionCorta = `Máximo ${BLOG_LIMITS.short} caracteres.`;
  const text = v.html.replace(/<[^>]*>/g, '').trim();
  if (!text) e.DescripcionLarga = BLOG_MESSAGES.descripcionLarga;
  else if (v.html.length > BLOG_LIMITS.bodyChars) e.DescripcionLarga = BLOG_MESSAGES.cuerpoLargo;
  if (!v.fecha) e.Fecha = BLOG_MESSAGES.fecha;
  else if (!isCalendarDay(v.fecha)) e.Fecha = BLOG_MESSAGES.fechaInvalida;
  if (!v.categoria.trim()) e.Categoria = BLOG_MESSAGES.categoria;
  const tags = normalizeTags(v.etiquetas);
  if (tags.length > BLOG_LIMITS.tags || tags.some((t) => t.length > BLOG_LIMITS.tag)) e.Etiquetas = BLOG_MESSAGES.etiquetas;
  return e;
}

export function ArticleForm({ initial }: { initial?: ArticleInitial }) {
  const editing = Boolean(initial);
  const navigate = useNavigate();
  const photoId = useId();
  const [values, setValues] = useState<Values>({
    titulo: initial?.titulo ?? '',
    descripcionCorta: initial?.descripcionCorta ?? '',
    html: initial?.html ?? '',
    fecha: initial?.fecha ?? laPazToday(),
    categoria: initial?.categoria ?? '',
    etiquetas: initial?.etiquetas ?? '',
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const save = useSaveArticle();
  // From the photo's shrinking to the server's answer.
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const errors = { ...validate(values), ...serverErrors };
  const shown = (k: string) => (touched[k] ? errors[k] : undefined);
  const set = (k: keyof Values, v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setServerErrors((s) => {
      const field = { titulo: 'Titulo', descripcionCorta: 'DescripcionCorta', html: 'DescripcionLarga', fecha: 'Fecha', categoria: 'Categoria', etiquetas: 'Etiquetas' }[k];
      if (!(field in s)) return s;
      const rest = { ...s };
      delete rest[field];
      return rest;
    });
  };
  const touch = (k: string) => () => setTouched((t) => ({ ...t, [k]: true }));
  const categories = useMemo(() => {
    const list: string[] = [...BLOG_CATEGORIES];
    if (values.categoria && !list.includes(values.categoria)) list.push(values.categoria);
    return list.map((c) => ({ id: c, nombre: c }));
  }, [values.categoria]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = validate(values);
    if (Object.keys(problems).length > 0 || photoError) {
      setTouched({ Titulo: true, DescripcionCorta: true, DescripcionLarga: true, Fecha: true, Categoria: true, Etiquetas: true });
      notify(`Revisa el formulario:\n${Object.values(problems).join('\n')}`, 'error');
      return;
    }
    setSaving(true);
    try {
      const form = new FormData();
      if (photo) form.append('foto', await shrinkImage(photo, editing ? 0.75 : 0.7), 'foto.jpg');
      form.append('Titulo', values.titulo.trim());
      form.append('DescripcionCorta', values.descripcionCorta.trim());
      form.append('DescripcionLarga', encodeBase64Utf8(values.html));
      form.append('Fecha', values.fecha);
      form.append('Categoria', values.categoria);
      form.append('Etiquetas', normalizeTags(values.etiquetas).join(', '));
      const saved = await save.mutateAsync({ id: initial?.id, form });
      notify(editing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created, 'success');
      navigate(`/blogs/${saved.Slug}`);
    } catch (err) {
      if (err instanceof ImageReadError) {
        setPhotoError(err.message);
        notify(err.message, 'error');
      } else if (err instanceof ApiError) refused(err);
      else notify(BLOG_MESSAGES.network, 'error');
    } finally {
      setSaving(false);
    }
  }

  /** The server's field messages go beside their fields; its message goes in the notice. */
  function refused(err: ApiError) {
    const fail = editing ? BLOG_MESSAGES.updateError : BLOG_MESSAGES.createError;
    const errores = err.errores;
    if (errores) {
      setServerErrors(errores);
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(errores).map((k) => [k, true])) }));
    }
    notify(err.message ? `${fail}\n${err.message}` : fail, 'error');
  }

  return (
    <form className="card article-form" onSubmit={submit} noValidate aria-label={editing ? 'Editar artículo' : 'Crear artículo'}>
      <TextField label="Título" value={values.titulo} maxLength={BLOG_LIMITS.title} onChange={(e) => set('titulo', e.target.value)} onBlur={touch('Titulo')} error={shown('Titulo')} />
      <TextArea
        label="Descripción corta"
        value={values.descripcionCorta}
        rows={3}
        maxLength={BLOG_LIMITS.short}
        hint="Se muestra en la lista del blog y al compartir el artículo."
        onChange={(e) => set('descripcionCorta', e.target.value)}
        onBlur={touch('DescripcionCorta')}
        error={shown('DescripcionCorta')}
      />
      <RichTextEditor
        id="contenido-articulo"
        label="Contenido del artículo"
        initialHtml={values.html}
        onChange={(html) => set('html', html)}
        onBlur={touch('DescripcionLarga')}
        error={shown('DescripcionLarga')}
      />
      <div className="field">
        <label htmlFor={photoId}>Foto de portada (opcional)</label>
        <div className="article-photo">
          {(preview ?? initial?.urlImagen) && <img src={preview ?? initial?.urlImagen ?? ''} alt="Vista previa de la portada" width={240} height={126} />}
          <div className="stack">
            <input
              id={photoId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                setPhotoError(undefined);
                if (file && !/^image\/(jpeg|png|webp)$/.test(file.type)) {
                  setPhotoError(BLOG_MESSAGES.photoType);
                  setPhoto(null);
                  return;
                }
                setPhoto(file);
              }}
            />
            <small className="hint">JPG, PNG o WEBP. Se reduce a 800 × 800 píxeles como máximo.{editing && ' Si no eliges una foto nueva, se conserva la actual.'}</small>
            {(photoError || serverErrors.foto) && <small className="field-error">{photoError ?? serverErrors.foto}</small>}
          </div>
        </div>
      </div>
      <div className="grid-2">
        <TextField label="Fecha de publicación" type="date" value={values.fecha} onChange={(e) => set('fecha', e.target.value)} onBlur={touch('Fecha')} error={shown('Fecha')} />
        <SelectField
          label="Categoría"
          value={values.categoria}
          placeholder="Seleccione una categoría"
          options={categories}
          onChange={(e) => set('categoria', e.target.value)}
          onBlur={touch('Categoria')}
          error={shown('Categoria')}
        />
      </div>
      <TextField
        label="Etiquetas"
        value={values.etiquetas}
        hint="Separadas por comas, por ejemplo: cv, entrevista, salario."
        onChange={(e) => set('etiquetas', e.target.value)}
        onBlur={touch('Etiquetas')}
        error={shown('Etiquetas')}
      />
      <div className="row article-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Guardando...' : editing ? 'Guardar cambios' : 'Publicar artículo'}
        </button>
        <button type="button" className="btn btn-light" onClick={() => navigate(-1)} disabled={saving}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
