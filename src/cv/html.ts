/**
 * HTML rendition of the CV templates (the spec's HtmlPlantilla): a self-contained HTML page
 * with inline CSS and placeholders, filled with the CV's HTML-escaped values. Companies see
 * it in an iframe as the applicant's CV. The PDF (react-pdf) stays the reference rendition.
 *
 * How a template is written (an entry of HTML_TEMPLATES: `css` + `body`):
 * - Where the sections go (issue 42: the CV's own order, hidden and custom sections, its
 *   language): a one-column body has {{secciones}} (every section in the CV's order); a
 *   two-column body has {{principal}} (all but skills and languages, in order) in its main
 *   column and {{lateral}} (skills and languages, in order) in its side column. These are
 *   filled with ready HTML built from view.sections, every user value escaped; each section
 *   is `<section class="sec sec-<key>"><h2>Title</h2><div>...</div></section>` (custom ones
 *   `sec-personalizada`), its body `.profile` text, `.item` entries (`.item-head`,
 *   `.item-title`, `.period`, `.inst`, `.desc`) or a `.tags` list. Style those classes.
 * - Header values: {{nombreCompleto}} {{correo}} {{telefono}} {{direccion}} {{RutaFoto}}
 *   {{tamañonombre}} (px) {{iniciales}} {{contacto}} ('1' when there is any contact).
 * - Words in the CV's language: {{etiqueta.correo}} {{etiqueta.telefono}}
 *   {{etiqueta.direccion}} {{etiqueta.contacto}} {{etiqueta.foto}} (the photo's alt; never write a heading or label by hand);
 *   {{idioma}} is 'es' or 'en' (the page's lang).
 * - A block {{#name}}...{{/name}} is kept only when that value is not empty ({{^name}} when
 *   it is), so empty sections and a missing photo leave no trace.
 * The spec's per-section placeholders ({{perfilProfesional}} {{experiencias}} {{formaciones}}
 * {{certificaciones}} {{habilidades}} {{idiomas}} {{referencias}}) are still filled, for
 * HtmlPlantilla written against the spec, but they cannot follow an order: our templates
 * use the section placeholders above.
 */
import { isSafePhotoUrl, type CvDocument } from '../shared/cv/document';
import { isCvColor, templateInfo } from '../shared/cv/templates';
import { professionOf, sectionColumns, toView, type ViewItem, type ViewSection } from './view';

/** What every template's body must name: the header values and where the sections go. */
export const PLACEHOLDERS = ['nombreCompleto', 'correo', 'telefono', 'direccion', 'RutaFoto', 'tamañonombre', 'iniciales'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
/** A one-column body names SECTIONS_ONE; a two-column body names both of SECTIONS_TWO. */
export const SECTIONS_ONE = '{{secciones}}';
export const SECTIONS_TWO = ['{{principal}}', '{{lateral}}'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

// --- Fragments filled into the list placeholders (same markup for every template) ----------
function itemsHtml(items: ViewItem[]): string {
  return items
    .map((it) => {
      const title = escapeHtml(it.title || it.institution);
      const inst = it.title && it.institution ? `<div class="inst">${escapeHtml(it.institution)}</div>` : '';
      const period = it.period ? `<span class="period">${escapeHtml(it.period)}</span>` : '';
      const desc = it.description ? `<p class="desc">${escapeHtml(it.description)}</p>` : '';
      return `<div class="item"><div class="item-head"><span class="item-title">${title}</span>${period}</div>${inst}${desc}</div>`;
    })
    .join('');
}

const tagsHtml = (names: string[]) =>
  names.length ? `<ul class="tags">${names.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '';

/** One section as HTML (see the top of this file), every user value escaped. */
export function sectionHtml(section: ViewSection): string {
  const body =
    section.kind === 'text' ? `<p class="profile">${escapeHtml(section.text)}</p>` : section.kind === 'entries' ? itemsHtml(section.items) : tagsHtml(section.names);
  const cls = section.key.startsWith('personalizada-') ? 'personalizada' : section.key;
  return `<section class="sec sec-${cls}"><h2>${escapeHtml(section.title)}</h2><div>${body}</div></section>`;
}

const sectionsHtml = (sections: ViewSection[]) => sections.map(sectionHtml).join('');

// --- Templates -------------------------------------------------------------------------------
export const contactsInline = (['correo', 'telefono', 'direccion'] as const)
  .map((k) => `{{#${k}}}<span class="contact"><b>{{etiqueta.${k}}}:</b> {{${k}}}</span>{{/${k}}}`)
  .join('');
export const contactsStacked = (['correo', 'telefono', 'direccion'] as const)
  .map((k) => `{{#${k}}}<div class="contact"><small>{{etiqueta.${k}}}</small>{{${k}}}</div>{{/${k}}}`)
  .join('');
const name = '{{#nombreCompleto}}<h1 style="font-size:{{tamañonombre}}px">{{nombreCompleto}}</h1>{{/nombreCompleto}}';
const photo = (cls: string) => `{{#RutaFoto}}<img class="${cls}" src="{{RutaFoto}}" alt="{{etiqueta.foto}}">{{/RutaFoto}}`;

const BASE_CSS = `*{box-sizing:border-box}html,body{margin:0;background:#eef0f3}
.cv{width:210mm;min-height:297mm;margin:0 auto;background:#fff;overflow-wrap:anywhere}
h1,h2,p{margin:0}ul{margin:0;padding:0;list-style:none}
.item{margin-bottom:10px;break-inside:avoid-page}.item-head{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
.item-title{font-weight:700}.period{white-space:nowrap}.desc,.profile{white-space:pre-line}
@media print{html,body{background:#fff}.cv{margin:0}}`;

type HtmlTemplate = { css: string; body: string };

const HTML_TEMPLATES: Record<number, HtmlTemplate> = {
  1: {
    css: `.cv{font:13px/1.55 Merriweather,Georgia,'Times New Roman',serif;color:#1d1d1f;padding:60px 68px}
header{display:flex;align-items:center;gap:24px;padding-bottom:12px;border-bottom:4px double ${templateInfo(1).accent}}
header>div{flex:1}h1{line-height:1.15}.contacts{margin-top:8px;font:13px/1.5 Lato,Arial,sans-serif;color:#5b6472}
.contact{margin-right:18px;display:inline-block}.contact b{color:${templateInfo(1).accent}}
.photo{width:100px;height:124px;object-fit:cover;border:1px solid #c9ced6}
h2{font-size:14px;letter-spacing:.12em;text-transform:uppercase;color:${templateInfo(1).accent};border-bottom:1px solid #c9ced6;padding-bottom:4px;margin:20px 0 9px}
.period{font:12px Lato,Arial,sans-serif;color:#5b6472}.inst{font-style:italic;color:#5b6472}.desc{margin-top:3px}
.tags{columns:3}.tags li{padding-left:12px;position:relative;margin-bottom:3px}.tags li:before{content:'';position:absolute;left:0;top:.6em;width:5px;height:5px;background:${templateInfo(1).accent}}`,
    body: `<header><div>${name}<div class="contacts">${contactsInline}</div></div>${photo('photo')}</header>{{secciones}}`,
  },
  2: {
    css: `.cv{display:flex;font:12px/1.5 Roboto,Arial,sans-serif;color:#3a464d;background:linear-gradient(90deg,${templateInfo(2).accent} 248px,#fff 248px)}
aside{width:248px;flex:none;padding:48px 26px;color:#fff}main{flex:1;padding:48px 44px 48px 38px}
.photo,.initials{display:block;width:156px;height:156px;border-radius:50%;margin:0 auto 24px;border:4px solid #2f6b7f;object-fit:cover}
.initials{display:flex;align-items:center;justify-content:center;background:#2f6b7f;font-size:44px;font-weight:700}
aside h2{font-size:12.5px;letter-spacing:.16em;text-transform:uppercase;border-bottom:1px solid #2f6b7f;padding-bottom:5px;margin:22px 0 10px}
.contact{margin-bottom:9px;overflow-wrap:anywhere}.contact small{display:block;font-size:9.5px;letter-spacing:.1em;text-transform:uppercase;color:#b9d3dc}
aside .tags li{margin-bottom:6px;padding-left:13px;position:relative}aside .tags li:before{content:'';position:absolute;left:0;top:.55em;width:5px;height:5px;border-radius:50%;background:#b9d3dc}
h1{color:#1f2a30;line-height:1.1}h1:after{content:'';display:block;width:60px;height:4px;background:${templateInfo(2).accent};margin-top:14px}
main h2{display:flex;align-items:center;gap:12px;font-size:14.5px;letter-spacing:.12em;text-transform:uppercase;color:${templateInfo(2).accent};margin:18px 0 10px}
main h2:after{content:'';flex:1;height:1px;background:#d3dde1}.item-title{color:#1f2a30;font-size:13.3px}.period{font-size:11.3px;color:#6b7a83}
.inst{font-weight:700;color:#2f6b7f}`,
    body: `<aside>{{#RutaFoto}}<img class="photo" src="{{RutaFoto}}" alt="{{etiqueta.foto}}">{{/RutaFoto}}{{^RutaFoto}}{{#iniciales}}<div class="initials">{{iniciales}}</div>{{/iniciales}}{{/RutaFoto}}{{#contacto}}<section><h2>{{etiqueta.contacto}}</h2>${contactsStacked}</section>{{/contacto}}{{lateral}}</aside><main>${name}{{principal}}</main>`,
  },
  3: {
    css: `.cv{font:12.7px/1.5 Lato,Arial,sans-serif;color:#3b4350;padding:0 62px 56px}
header{display:flex;align-items:center;gap:28px;background:${templateInfo(3).accent};margin:0 -62px 14px;padding:36px 62px 30px}
header>div{flex:1}h1{color:#fff;line-height:1.1}h1:after{content:'';display:block;width:72px;height:3px;background:#c9a227;margin:13px 0}
.contact{display:inline-block;margin-right:20px;color:#d9dee7}.contact b{color:#c9a227}
.photo{width:128px;height:128px;border-radius:50%;object-fit:cover;border:4px solid #c9a227}
h2{font-size:15px;letter-spacing:.11em;text-transform:uppercase;color:${templateInfo(3).accent};border-bottom:1px solid #d5dae2;padding-bottom:5px;margin:14px 0 10px}
h2:before{content:'';display:inline-block;width:9px;height:9px;background:#c9a227;margin-right:10px}
.profile{font-size:13.3px;font-style:italic;color:#1e2633;border-left:3px solid #c9a227;padding-left:16px}
.item-title{color:#1e2633;font-size:14px}.period{font-size:10.7px;font-weight:700;color:${templateInfo(3).accent};background:#f2ead2;padding:2px 8px;border-radius:4px}
.inst{font-size:11.3px;letter-spacing:.07em;text-transform:uppercase;color:#707a89}
.tags{display:flex;flex-wrap:wrap;gap:8px}.tags li{background:#eef1f6;color:${templateInfo(3).accent};border-radius:4px;padding:4px 11px;font-size:11.7px}`,
    body: `<header><div>${name}${contactsInline}</div>${photo('photo')}</header>{{secciones}}`,
  },
  4: {
    css: `.cv{font:12px/1.6 Roboto,Arial,sans-serif;color:#3d3d3d;padding:74px 78px}
header{display:flex;align-items:center;gap:26px;margin-bottom:40px}header>div{flex:1}
h1{font-weight:400;letter-spacing:-.01em;line-height:1.1;color:${templateInfo(4).accent}}.contact{display:inline-block;margin:12px 24px 0 0;color:#8a8a8a}.contact b{display:none}
.photo{width:98px;height:98px;border-radius:50%;object-fit:cover}
section{display:grid;grid-template-columns:150px 1fr;margin-bottom:22px}
h2{font-size:10.4px;letter-spacing:.2em;text-transform:uppercase;color:${templateInfo(4).accent};padding-top:2px}
.period{display:block;font-size:10.4px;letter-spacing:.13em;text-transform:uppercase;color:#8a8a8a}.item-head{flex-direction:column-reverse;gap:0}
.item-title{color:${templateInfo(4).accent};font-size:13px}.item{margin-bottom:16px}.tags li{display:inline;white-space:nowrap}.tags li+li:before{content:'  ·  ';white-space:pre}`,
    body: `<header><div>${name}<div>${contactsInline}</div></div>${photo('photo')}</header>{{secciones}}`,
  },
  5: {
    css: `.cv{font:13px/1.5 Roboto,Arial,sans-serif;color:#111;padding:58px 74px}
h1{line-height:1.15;margin-bottom:6px}.contact{display:inline;color:#444}.contact+.contact:before{content:'  |  ';white-space:pre;color:#444}.contact b{color:#111}
h2{font-size:15px;text-transform:uppercase;color:${templateInfo(5).accent};border-bottom:1px solid ${templateInfo(5).accent};padding-bottom:2px;margin:18px 0 8px}
.period,.inst{color:#444}.desc{margin-top:2px}.tags li{display:inline}.tags li+li:before{content:', '}`,
    body: `${name}<div>${contactsInline}</div>{{secciones}}`,
  },
  6: {
    css: `.cv{font:12.7px/1.5 Lato,Arial,sans-serif;color:#1c1c1c;padding:56px 72px}
header{display:flex;align-items:flex-start;gap:24px;margin-bottom:14px}header>div{flex:1;padding-top:10px}
h1{font-family:Merriweather,Georgia,serif;color:${templateInfo(6).accent};line-height:1.2}.profession{font-size:14.5px;color:#555d68;margin-top:5px}
.photo{width:112px;height:138px;object-fit:cover;border:1px solid #aab4c2}
h2{font:700 14px Merriweather,Georgia,serif;text-transform:uppercase;color:${templateInfo(6).accent};border-bottom:1.6px solid ${templateInfo(6).accent};padding-bottom:4px;margin:18px 0 8px}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #aab4c2;padding:5px 10px;text-align:left;vertical-align:top}th{width:200px;background:#e9eef5}
.period{font-size:12px;color:#555d68}.inst{font-style:italic;color:#555d68}.desc,.profile{text-align:justify}
.tags{columns:2}.tags li{padding-left:12px;position:relative;margin-bottom:3px}.tags li:before{content:'';position:absolute;left:0;top:.6em;width:5px;height:5px;background:${templateInfo(6).accent}}`,
    body: `<header><div>${name}{{#profesion}}<div class="profession">{{profesion}}</div>{{/profesion}}</div>${photo('photo')}</header>
<section class="sec sec-datos"><h2>{{etiqueta.datosPersonales}}</h2><table>{{#nombreCompleto}}<tr><th>{{etiqueta.nombre}}</th><td>{{nombreCompleto}}</td></tr>{{/nombreCompleto}}{{#profesion}}<tr><th>{{etiqueta.profesion}}</th><td>{{profesion}}</td></tr>{{/profesion}}${(['telefono', 'correo', 'direccion'] as const).map((k) => `{{#${k}}}<tr><th>{{etiqueta.${k}}}</th><td>{{${k}}}</td></tr>{{/${k}}}`).join('')}</table></section>{{secciones}}`,
  },
  7: {
    css: `.cv{font:11.5px/1.35 Lato,Arial,sans-serif;color:#1f2328;padding:38px 46px}
h1{color:${templateInfo(7).accent};line-height:1.1;margin-bottom:4px}.contact{display:inline;color:#5f6670}.contact+.contact:before{content:' · '}.contact b{color:#1f2328}
header{border-bottom:2px solid ${templateInfo(7).accent};padding-bottom:6px}
h2{font-size:12.3px;text-transform:uppercase;color:${templateInfo(7).accent};border-left:3px solid ${templateInfo(7).accent};padding-left:6px;margin:11px 0 4px}
.item{margin-bottom:6px}.item-head{display:block}.item-title+.period{float:right}.inst{display:inline;color:#5f6670}.item-head:after{content:'';display:table;clear:both}
.period{color:#5f6670;font-size:11px}.tags li{display:inline}.tags li+li:before{content:' · '}`,
    body: `<header>${name}<div>${contactsInline}</div></header>{{secciones}}`,
  },
  8: {
    css: `.cv{font:12.5px/1.5 Roboto,Arial,sans-serif;color:#3d3438;padding:0 58px 56px}
header{display:flex;align-items:center;gap:26px;background:${templateInfo(8).accent};margin:0 -58px 10px;padding:40px 58px 32px}
header>div{flex:1}h1{color:#fff;line-height:1.1;margin-bottom:10px}.contact{display:inline-block;margin-right:18px;color:#fff}.contact b{color:#f6d9e4}
.photo{width:122px;height:122px;border-radius:50%;object-fit:cover;border:4px solid #fff}
h2{font-size:18.7px;color:${templateInfo(8).accent};margin:18px 0 8px}
.item{border-left:3px solid #e6a4bd;padding-left:13px}.item-title{color:#22171c}.period{font-size:11.2px;font-weight:700;color:${templateInfo(8).accent}}.inst{color:#76686e}
.tags{display:flex;flex-wrap:wrap;gap:7px}.tags li{background:#f6d9e4;color:#22171c;border-radius:11px;padding:3px 11px;font-size:11.7px}`,
    body: `<header><div>${name}${contactsInline}</div>${photo('photo')}</header>{{secciones}}`,
  },
  9: {
    css: `.cv{font:12px/1.55 Merriweather,Georgia,'Times New Roman',serif;color:#1a1a1a;padding:62px 78px}
header{text-align:center;border-bottom:4px double ${templateInfo(9).accent};padding-bottom:12px}h1{line-height:1.2}
.contact{display:inline;color:#5a5a5a}.contact+.contact:before{content:' · '}.contact b{font-weight:400;font-style:italic}
h2{font-size:14px;text-transform:uppercase;letter-spacing:.05em;color:${templateInfo(9).accent};border-bottom:1px solid ${templateInfo(9).accent};padding-bottom:3px;margin:18px 0 8px}
.item{display:grid;grid-template-columns:104px 1fr;column-gap:0}.item-head{display:contents}.period{grid-column:1;grid-row:1;color:#5a5a5a}.item-title{grid-column:2;grid-row:1}
.inst{grid-column:2;font-style:italic;color:#5a5a5a}.desc{grid-column:2;text-align:justify}.profile{text-align:justify}
.sec-personalizada>div{counter-reset:n}.sec-personalizada .item{counter-increment:n}.sec-personalizada .item:before{content:counter(n) '.';grid-column:1;grid-row:1}.sec-personalizada .period{grid-row:auto;grid-column:2;font-style:italic}
.tags li{display:inline}.tags li+li:before{content:'; '}`,
    body: `<header>${name}<div>${contactsInline}</div></header>{{secciones}}`,
  },
};

/**
 * The template's HTML page with its placeholders (HtmlPlantilla). Unknown ids: the first template.
 * `color` (one of CV_COLORS) replaces the template's own colour.
 */
export function templateHtml(id: number | string | null | undefined, color = ''): string {
  const info = templateInfo(id);
  const t = HTML_TEMPLATES[info.id];
  const css = isCvColor(color) ? t.css.replaceAll(info.accent, color) : t.css;
  return `<!doctype html><html lang="{{idioma}}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{{nombreCompleto}}</title>
<style>${BASE_CSS}
${css}</style></head><body><div class="cv plantilla-${info.id}">${t.body}</div></body></html>`;
}

/** The values of the placeholders for a CV, already HTML-escaped (lists are HTML fragments). */
export function placeholderValues(cv: Partial<CvDocument>, photoUrl?: string | null): Record<string, string> {
  const view = toView(cv);
  const columns = sectionColumns(view);
  const photo = photoUrl ?? cv.foto ?? '';
  const contact = Object.fromEntries(view.contacts.map((c) => [c.kind, escapeHtml(c.value)]));
  return {
    nombreCompleto: escapeHtml(view.name),
    correo: contact.correo ?? '',
    telefono: contact.telefono ?? '',
    direccion: contact.direccion ?? '',
    contacto: view.contacts.length ? '1' : '',
    perfilProfesional: escapeHtml(view.profile),
    RutaFoto: photo && isSafePhotoUrl(photo) ? escapeHtml(photo) : '',
    tamañonombre: String(view.nameSizePx),
    iniciales: escapeHtml(view.initials),
    idioma: view.language,
    'etiqueta.correo': escapeHtml(view.labels.contacts.correo),
    'etiqueta.telefono': escapeHtml(view.labels.contacts.telefono),
    'etiqueta.direccion': escapeHtml(view.labels.contacts.direccion),
    'etiqueta.contacto': escapeHtml(view.labels.headings.contacto),
    'etiqueta.foto': view.language === 'en' ? 'Photo' : 'Foto',
    // The Hoja de vida's personal data table (issue 42).
    profesion: escapeHtml(professionOf(view)),
    'etiqueta.datosPersonales': escapeHtml(view.labels.personal.title),
    'etiqueta.nombre': escapeHtml(view.labels.personal.name),
    'etiqueta.profesion': escapeHtml(view.labels.personal.profession),
    secciones: sectionsHtml(view.sections),
    principal: sectionsHtml(columns.main),
    lateral: sectionsHtml(columns.side),
    experiencias: itemsHtml(view.experience),
    formaciones: itemsHtml(view.education),
    certificaciones: itemsHtml(view.certifications),
    referencias: itemsHtml(view.references),
    habilidades: tagsHtml(view.skills),
    idiomas: tagsHtml(view.languages),
  };
}

/**
 * Fills an HTML template: blocks first ({{#k}}...{{/k}} kept when k is not empty,
 * {{^k}}...{{/k}} when it is), then every {{k}} in one pass, so placeholder-like text
 * inside a value is never expanded again. Unknown placeholders become empty.
 */
export function fillTemplate(html: string, values: Record<string, string>): string {
  let out = html;
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(/\{\{([#^])([^{}]+)\}\}((?:(?!\{\{[#^]\2\}\})[\s\S])*?)\{\{\/\2\}\}/g, (_m, kind: string, key: string, inner: string) =>
      (kind === '#') === Boolean(values[key]) ? inner : '',
    );
  }
  return out.replace(/\{\{([^{}#^/]+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

/** The CV as a self-contained HTML page in its template, every user value escaped. */
export function renderCvHtml(cv: Partial<CvDocument>, photoUrl?: string | null): string {
  return fillTemplate(templateHtml(cv.plantilla, cv.color), placeholderValues(cv, photoUrl));
}
