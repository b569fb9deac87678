import { describe, expect, it } from 'vitest';
import { defaultConfig, scorePosting, type PostingText } from './rules';

const cfg = defaultConfig();
const posting = (descripcion: string, over: Partial<PostingText> = {}): PostingText => ({ titulo: 'Vendedor de mostrador', descripcion, salario: 3500, ...over });
const codes = (p: PostingText, typical: number | null = null, c = cfg) => scorePosting(p, c, typical).hallazgos.map((h) => h.codigo);

describe('posting rules', () => {
  it.each([
    'Pago puntual de sueldo y aguinaldo de ley.',
    'Requisito: estar inscrito en el colegio de profesionales y con matrícula vigente.',
    'Encargado de depósito y almacén: control de inventario y despacho.',
    'Salario de 4.500 a 6.000 Bs según experiencia. Capacitación pagada por la empresa.',
    'Manejo de ASP.NET, Node.js y React. Envía tu CV a rrhh@empresa.com.bo o postula aquí.',
    'Analista de inversiones para la gerencia financiera; inscripción en la ASFI deseable.',
    'Teléfono fijo de la oficina: 2 2441234. NIT 1020304050.',
    'Ofrecemos uniformes y equipo de trabajo, seguro de salud y bono de transporte.',
  ])('does not hold an ordinary posting: %s', (text) => {
    expect(scorePosting(posting(text), cfg).retenida).toBe(false);
  });

  it.each([
    ['Para empezar debes realizar un depósito de 150 Bs por el material.', 'dinero'],
    ['Costo de inscripción: 200 Bs, se devuelve con tu primer sueldo.', 'dinero'],
    ['Pago de inscripción de 100 Bs al iniciar.', 'dinero'],
    ['Curso con costo obligatorio antes de empezar.', 'dinero'],
    ['Solo necesitas la compra de kit de productos para vender.', 'dinero'],
    ['¡Invierte 500 Bs y gana 5000 al mes desde tu casa!', 'dinero'],
    ['Debes depositar 300 Bs al número de cuenta que te enviaremos.', 'dinero'],
  ])('holds a posting that asks for money: %s', (text, code) => {
    const s = scorePosting(posting(text), cfg);
    expect(s.retenida).toBe(true);
    expect(s.hallazgos.map((h) => h.codigo)).toContain(code);
    expect(s.hallazgos[0].motivo).toMatch(/^La oferta pide dinero a los postulantes \(«.+»\)\.$/);
  });

  it('flags a personal phone or WhatsApp, links and the staff word list', () => {
    expect(codes(posting('Escríbenos al WhatsApp para más datos.'))).toEqual(['contacto_externo']);
    expect(codes(posting('Llama al 7712-3456 o al +591 61234567.'))).toEqual(['contacto_externo']);
    expect(codes(posting('Postula en www.ganarfacil.xyz'))).toEqual(['enlaces']);
    expect(codes(posting('Más en https://bit.ly/abc'))).toEqual(['enlaces']);
    // A phone and a link together reach the threshold.
    expect(scorePosting(posting('Llama al 71234567 o entra a ganafacil.com'), cfg).retenida).toBe(true);
    const words = { ...cfg, palabras: ['trabajo desde casa sin experiencia'] };
    expect(codes(posting('Trabajo desde casa sin experiencia, gana ya.'), null, words)).toEqual(['palabras']);
    expect(codes(posting('Trabajo en oficina.'), null, words)).toEqual([]);
  });

  it('compares the salary with its category, or the cap without enough data', () => {
    expect(codes(posting('Oferta', { salario: 12000 }), 3500)).toEqual(['salario_alto']);
    expect(codes(posting('Oferta', { salario: 9000 }), 3500)).toEqual([]);
    expect(codes(posting('Oferta', { salario: 20000 }), null)).toEqual([]);
    expect(codes(posting('Oferta', { salario: 30000 }), null)).toEqual(['salario_alto']);
  });

  it('follows the weights, the switches and the threshold staff set', () => {
    const off = { ...cfg, reglas: { ...cfg.reglas, dinero: { peso: 60, activa: false } } };
    expect(scorePosting(posting('Pago de inscripción de 100 Bs.'), off).retenida).toBe(false);
    const strict = { ...cfg, umbral: 20 };
    expect(scorePosting(posting('Escríbenos al WhatsApp.'), strict)).toMatchObject({ puntaje: 30, retenida: true });
  });
});
