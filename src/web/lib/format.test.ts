import { describe, expect, it } from 'vitest';
import { durationText } from './format';

describe('durationText', () => {
  it('says the undo window in words', () => {
    expect(durationText(600)).toBe('10 minutos');
    expect(durationText(60)).toBe('1 minuto');
    expect(durationText(45)).toBe('45 segundos');
    expect(durationText(1)).toBe('1 segundo');
    expect(durationText(90)).toBe('90 segundos');
    expect(durationText(7200)).toBe('2 horas');
    expect(durationText(3600)).toBe('1 hora');
    expect(durationText(0)).toBe('0 segundos');
  });
});
