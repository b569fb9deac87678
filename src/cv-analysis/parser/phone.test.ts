import { describe, expect, it } from 'vitest';
import { findPhones, pickPhone } from './phone.js';

const first = (text: string) => findPhones(text)[0]?.normalized ?? null;

describe('Bolivian phones', () => {
  it.each([
    ['mobile', '+591 71234567', '+591 71234567'],
    ['mobile', '591 71234567', '+591 71234567'],
    ['mobile', '591-72345678', '+591 72345678'],
    ['mobile', '(+591) 712-34590', '+591 71234590'],
    ['mobile', '7654-3210', '+591 76543210'],
    ['mobile', '715 48 236', '+591 71548236'],
    ['mobile', 'Cel.: 70012345', '+591 70012345'],
    ['mobile', 'WhatsApp 69874512', '+591 69874512'],
    ['mobile', '00591 77665544', '+591 77665544'],
    ['landline', '(4) 4251234', '+591 4 4251234'],
    ['landline', '4-4251234', '+591 4 4251234'],
    ['landline', '(591-4) 4251234', '+591 4 4251234'],
    ['landline', '+591 3 3345678', '+591 3 3345678'],
    ['landline', 'Telf. 2-2441234', '+591 2 2441234'],
    ['landline', 'Teléfono: 22441234', '+591 2 2441234'],
    ['landline', 'Telf: 4251234', '+591 4 4251234'],
    ['landline', '(4) 6645123', '+591 4 6645123'],
  ])('%s %s', (_kind, text, expected) => {
    expect(first(text)).toBe(expected);
  });

  it('does not take identity numbers, dates or years for phones', () => {
    expect(findPhones('C.I. 4567890 S.C.')).toEqual([]);
    expect(findPhones('C.I.: 6123456 L.P.')).toEqual([]);
    expect(findPhones('NIT 1020304050')).toEqual([]);
    expect(findPhones('2012 - 2017')).toEqual([]);
    expect(findPhones('03/2020 - 06/2023')).toEqual([]);
    expect(findPhones('Fecha de nacimiento: 14/05/1999')).toEqual([]);
    expect(findPhones('Av. 6 de Agosto N° 2450')).toEqual([]);
    expect(findPhones('4567890')).toEqual([]);
  });

  it('prefers the mobile when a landline is also given', () => {
    const candidates = findPhones('Telf. 2-2441234 / Cel. 71511223').map((phone, order) => ({ phone, order, inHeader: true }));
    expect(pickPhone(candidates)).toBe('+591 71511223');
  });

  it('prefers the header over numbers further down', () => {
    const header = findPhones('(4) 4251234').map((phone) => ({ phone, order: 1, inHeader: true }));
    const later = findPhones('Cel. 71598765').map((phone) => ({ phone, order: 40, inHeader: false }));
    expect(pickPhone([...later, ...header])).toBe('+591 4 4251234');
  });
});
