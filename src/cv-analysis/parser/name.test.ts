import { describe, expect, it } from 'vitest';
import { cvLine, toLines } from './lines.js';
import { asName, extractName, nameTitles, stripTitles } from './name.js';

describe('names', () => {
  it('strips titles around names and keeps accents and ñ', () => {
    expect(stripTitles('Lic. María Fernanda Quispe Mamani')).toBe('María Fernanda Quispe Mamani');
    expect(stripTitles('Ing. Luis Gutiérrez Paz, PhD')).toBe('Luis Gutiérrez Paz');
    expect(stripTitles('Lic. Gabriela Vargas Lazcano, MSc.')).toBe('Gabriela Vargas Lazcano');
    expect(stripTitles('Msc. Ricardo Antelo')).toBe('Ricardo Antelo');
    expect(stripTitles('Dra. Silvia Montaño Rocha')).toBe('Silvia Montaño Rocha');
    expect(stripTitles('Ing. Agr. Teodoro Cuéllar Vaca')).toBe('Teodoro Cuéllar Vaca');
    expect(stripTitles('M.V.Z. Remberto Llanos Cruz')).toBe('Remberto Llanos Cruz');
    expect(asName('Ñusta Condori Añez')).toBe('Ñusta Condori Añez');
  });

  it('title-cases capitals and rejects non-names', () => {
    expect(asName('JOSÉ LUIS PEÑARANDA NÚÑEZ')).toBe('José Luis Peñaranda Núñez');
    expect(asName('Ing. HUGO RODRÍGUEZ MERCADO')).toBe('Hugo Rodríguez Mercado');
    expect(asName('CURRÍCULUM VITAE')).toBeNull();
    expect(asName('Contador Público Autorizado')).toBeNull();
    expect(asName('Experiencia Laboral')).toBeNull();
    expect(asName('jose@gmail.com')).toBeNull();
    expect(asName('Calle Jordán 345')).toBeNull();
    expect(asName('La Paz')).toBeNull();
  });

  it('reads the titles the name carries', () => {
    expect(nameTitles('Lic. Gabriela Vargas, MSc.')).toEqual(['lic', 'msc']);
  });

  it('prefers a labelled name, then the big line at the top', () => {
    expect(extractName(toLines(['HOJA DE VIDA', 'Nombre completo: Juan Carlos Mamani Quispe', 'C.I.: 1234567 LP'])).nombre).toBe(
      'Juan Carlos Mamani Quispe',
    );
    expect(extractName(toLines(['Nombres: Rosa María', 'Apellidos: Choque Apaza'])).nombre).toBe('Rosa María Choque Apaza');
    const lines = toLines(['CURRICULUM VITAE', 'Contadora Pública', 'Lic. Rocío Añez Suárez', 'Cel. 71234567']);
    expect(extractName(lines).nombre).toBe('Rocío Añez Suárez');
  });

  it('joins a name set on two lines in the same large font', () => {
    const line = (text: string, y: number, fontSize: number) => cvLine(text, { x: 40, y, fontSize, bold: true, block: 1 });
    const lines = toLines([line('MARÍA FERNANDA', 60, 26), line('QUISPE MAMANI', 90, 26), line('Contadora Pública', 110, 12)]);
    expect(extractName(lines).nombre).toBe('María Fernanda Quispe Mamani');
  });
});
