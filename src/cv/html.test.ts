import { describe, expect, it } from 'vitest';
import { emptyCv, type CvDocument } from '../shared/cv/document';
import { fillTemplate, PLACEHOLDERS, renderCvHtml, SECTIONS_ONE, SECTIONS_TWO, templateHtml } from './html';
import { sampleCv } from './samples';
import { TEMPLATE_INFO, templateInfo } from '../shared/cv/templates';

const HOSTILE = `<script>alert("x")</script>' onmouseover='alert(1)`;

describe('templateHtml', () => {
  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i has the header placeholders and names where its sections go', (id) => {
    const html = templateHtml(id);
    // Templates without a photo (ATS, Compacto, Académico) never show one.
    const photo = templateInfo(id).photo !== false;
    for (const p of PLACEHOLDERS.filter((p) => p !== 'iniciales' && (photo || p !== 'RutaFoto'))) expect(html).toContain(`{{${p}}}`);
    if (!photo) expect(html).not.toMatch(/RutaFoto|<img/);
    expect(html).toContain('{{tamañonombre}}');
    const one = html.includes(SECTIONS_ONE);
    const two = SECTIONS_TWO.every((p) => html.includes(p));
    expect(one !== two).toBe(true);
    expect(html).not.toContain('<script');
  });

  it('falls back to the first template', () => {
    expect(templateHtml(999)).toBe(templateHtml(TEMPLATE_INFO[0].id));
  });

  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i takes the colour the CV chose, and only one of the palette', (id) => {
    const accent = TEMPLATE_INFO.find((t) => t.id === id)!.accent;
    expect(templateHtml(id)).toContain(accent);
    const coloured = templateHtml(id, '#7b2d3b');
    expect(coloured).toContain('#7b2d3b');
    expect(coloured).not.toContain(accent);
    expect(templateHtml(id, 'red;}</style><script>')).toBe(templateHtml(id));
  });
});

describe('references', () => {
  it('are shown under "Referencias" with phone and e-mail, escaped; nameless ones left out', () => {
    const html = renderCvHtml({
      ...emptyCv(),
      referencias: [
        { nombre: 'Carlos <b>Rojas</b>', cargo: 'Gerente, Banco Unión', telefono: '70011223', correo: 'c.rojas@example.bo' },
        { nombre: '', cargo: 'Sin nombre', telefono: '', correo: '' },
      ],
    });
    expect(html).toContain('<h2>Referencias</h2>');
    expect(html).toContain('Carlos &lt;b&gt;Rojas&lt;/b&gt;');
    expect(html).toContain('Teléfono: 70011223');
    expect(html).toContain('Correo: c.rojas@example.bo');
    expect(html).not.toContain('Sin nombre');
    expect(renderCvHtml(emptyCv())).not.toContain('Referencias');
  });
});

describe('renderCvHtml', () => {
  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i shows the CV in Spanish', (id) => {
    const html = renderCvHtml(sampleCv(id), 'https://cdn.chamba.bo/fotos/1.jpg');
    expect(html).toContain('María Fernanda Quispe Mamani');
    expect(html).toContain('font-size:40px');
    expect(html).toContain('Licenciatura en Ingeniería de Sistemas');
    expect(html).toContain('2021 al 2024');
    expect(html).toContain('JavaScript');
    expect(html).toContain('Quechua básico');
    if (templateInfo(id).photo !== false) expect(html).toContain('src="https://cdn.chamba.bo/fotos/1.jpg"');
    else expect(html).not.toContain('cdn.chamba.bo');
    for (const h of ['Perfil profesional', 'Experiencia', 'Formación', 'Certificaciones', 'Habilidades', 'Idiomas']) expect(html).toContain(h);
    expect(html).not.toMatch(/\{\{[^}]*\}\}/);
  });

  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i escapes every user value', (id) => {
    const cv = {
      ...emptyCv(),
      plantilla: id,
      nombreCompleto: HOSTILE,
      correo: HOSTILE,
      telefono: HOSTILE,
      direccion: HOSTILE,
      perfilProfesional: HOSTILE,
      formaciones: [{ nombre: HOSTILE, nombreInstitucion: HOSTILE, periodo: HOSTILE, descripcion: HOSTILE }],
      certificaciones: [{ nombre: HOSTILE, nombreInstitucion: HOSTILE, periodo: HOSTILE, descripcion: HOSTILE }],
      experiencias: [{ nombre: HOSTILE, nombreInstitucion: HOSTILE, periodo: HOSTILE, descripcion: HOSTILE }],
    };
    const html = renderCvHtml(cv, `https://x.bo/a.jpg" onerror="alert(1)`);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/'\s*onmouseover/);
    expect(html).not.toContain('onerror');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;alert(1)');
  });

  it('does not expand placeholders typed by the user or $ patterns', () => {
    const html = renderCvHtml({ ...emptyCv(), nombreCompleto: '{{correo}} $& $1', correo: 'ana@correo.bo' });
    expect(html).toContain('{{correo}} $&amp; $1');
  });

  it('hides empty sections and the photo', () => {
    const html = renderCvHtml({ ...emptyCv(), plantilla: 3, nombreCompleto: 'Ana Rojas' });
    expect(html).toContain('Ana Rojas');
    for (const h of ['Perfil profesional', 'Experiencia', 'Formación', 'Habilidades', 'Idiomas', '<img']) expect(html).not.toContain(h);
  });

  it('rejects unsafe photo URLs and uses the CV photo by default', () => {
    expect(renderCvHtml({ ...emptyCv(), plantilla: 1 }, 'javascript:alert(1)')).not.toContain('<img');
    expect(renderCvHtml({ ...emptyCv(), plantilla: 1, foto: '/uploads/f.jpg' })).toContain('src="/uploads/f.jpg"');
  });

  it('shows initials in the sidebar template when there is no photo', () => {
    const html = renderCvHtml({ ...emptyCv(), plantilla: 2, nombreCompleto: 'Luis Choque' });
    expect(html).toContain('class="initials">LC<');
  });
});

describe('fillTemplate', () => {
  it('keeps {{#k}} blocks for values, {{^k}} for empty ones, nested', () => {
    const t = '{{#a}}A{{#b}}B{{/b}}{{^b}}noB{{/b}}{{/a}}{{^a}}noA{{/a}}[{{c}}]';
    expect(fillTemplate(t, { a: '1', b: '', c: 'x' })).toBe('AnoB[x]');
    expect(fillTemplate(t, { a: '', b: '1' })).toBe('noA[]');
  });
});

describe('sections in the CV order (issue 42)', () => {
  const cv: CvDocument = {
    ...sampleCv(1),
    seccionesPersonalizadas: [{ titulo: 'Voluntariado <b>', items: [{ nombre: 'Cruz Roja Boliviana', nombreInstitucion: '', periodo: '2015 al 2017', descripcion: '' }] }],
    ordenSecciones: ['personalizada-0', 'idiomas', 'formacion', 'experiencia'],
    seccionesOcultas: ['certificaciones'],
  };
  const order = (html: string, words: string[]) => words.map((w) => html.indexOf(w));

  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i draws custom sections and the order chosen, without hidden ones', (id) => {
    const html = renderCvHtml({ ...cv, plantilla: id });
    expect(html).toContain('<h2>Voluntariado &lt;b&gt;</h2>');
    expect(html).toContain('Cruz Roja Boliviana');
    expect(html).not.toContain('<h2>Certificaciones</h2>');
    const main = order(html, ['<h2>Voluntariado', '<h2>Formación', '<h2>Experiencia', '<h2>Perfil profesional']);
    expect(main.every((i) => i >= 0)).toBe(true);
    expect([...main].sort((a, b) => a - b)).toEqual(main);
    const side = order(html, ['<h2>Idiomas', '<h2>Habilidades']);
    expect([...side].sort((a, b) => a - b)).toEqual(side);
    expect(html).not.toMatch(/\{\{[^}]*\}\}/);
  });

  it.each(TEMPLATE_INFO.map((t) => t.id))('template %i speaks English for an English CV', (id) => {
    const html = renderCvHtml({ ...cv, plantilla: id, idiomaCv: 'en', seccionesOcultas: [] }, 'https://cdn.chamba.bo/fotos/1.jpg');
    expect(html).toContain('<html lang="en">');
    for (const h of ['Professional summary', 'Experience', 'Education', 'Certifications', 'Skills', 'Languages', 'Email', 'Phone', 'Address', ...(templateInfo(id).photo !== false ? ['alt="Photo"'] : [])])
      expect(html).toContain(h);
    expect(html).toContain('2021 – 2024');
    for (const h of ['Perfil profesional', '<h2>Formación', 'Teléfono', '2021 al 2024']) expect(html).not.toContain(h);
  });
});

describe('Hoja de vida (issue 42)', () => {
  it('has the personal data table in the CV language, values escaped', () => {
    const es = renderCvHtml({ ...sampleCv(6), telefono: '+591 7<1>' });
    expect(es).toContain('<h2>Datos personales</h2>');
    expect(es).toContain('<tr><th>Profesión / título</th><td>Licenciatura en Ingeniería de Sistemas</td></tr>');
    expect(es).toContain('<tr><th>Teléfono</th><td>+591 7&lt;1&gt;</td></tr>');
    const en = renderCvHtml({ ...sampleCv(6), idiomaCv: 'en' });
    expect(en).toContain('<h2>Personal details</h2>');
    expect(en).toContain('<th>Profession / degree</th>');
    expect(en).not.toContain('Datos personales');
  });
});
