import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_SHOWN, SuggestionIndex, type Label } from './suggestion-index';

const titles = (...list: [string, number][]): Label[] => list.map(([label, weight]) => ({ kind: 'titulo', label, weight }));
const texts = (index: SuggestionIndex, q: string) => index.suggest(q).map((s) => s.Texto);

describe('SuggestionIndex', () => {
  it('finds a label by the start of any of its first four words, without accents or case', async () => {
    const index = await SuggestionIndex.build(titles(['Auxiliar de mecánico', 3], ['Técnico en redes y cableado estructurado', 2]));
    expect(texts(index, 'MECÁN')).toEqual(['Auxiliar de mecánico']);
    expect(texts(index, 'de mec')).toEqual(['Auxiliar de mecánico']);
    expect(texts(index, 'redes y')).toEqual(['Técnico en redes y cableado estructurado']);
    // The fifth word is not a start.
    expect(texts(index, 'cableado')).toEqual([]);
    expect(texts(index, 'ca')).toEqual([]);
    expect(texts(index, 'mecanicos')).toEqual([]);
    expect(texts(index, 'm')).toEqual([]);
    expect(texts(index, '¿?')).toEqual([]);
  });

  it('orders by jobs, then the shorter label, then the label; shows at most eight', async () => {
    const many = titles(['Vendedor', 5], ['Vendedora de mostrador', 9], ['Vendedor de seguros', 5], ['Ventas corporativas', 5], ['Vendedor A', 5]);
    const index = await SuggestionIndex.build([...many, ...titles(...Array.from({ length: 20 }, (_, i): [string, number] => [`Venta ${i}`, 1]))]);
    for (const q of ['ve', 'ven', 'vend', 'venta', 'vendedor']) {
      const got = index.suggest(q);
      expect(got.length, q).toBeLessThanOrEqual(SUGGESTIONS_SHOWN);
    }
    expect(texts(index, 'ven').slice(0, 5)).toEqual(['Vendedora de mostrador', 'Vendedor', 'Vendedor A', 'Vendedor de seguros', 'Ventas corporativas']);
    expect(texts(index, 'vendedor')).toEqual(['Vendedora de mostrador', 'Vendedor', 'Vendedor A', 'Vendedor de seguros']);
    expect(texts(index, 'venta')).toEqual(['Ventas corporativas', 'Venta 0', 'Venta 1', 'Venta 2', 'Venta 3', 'Venta 4', 'Venta 5', 'Venta 6']);
  });

  it('shows a label once though several of its words or keys match, with its largest count', async () => {
    const index = await SuggestionIndex.build([
      ...titles(['Chofer chofer de camión', 1]),
      { kind: 'empresa', label: 'Transportes Illimani', weight: 2 },
      { kind: 'empresa', label: 'Transportes Illimani', weight: 7 },
      { kind: 'ciudad', label: 'Illimani', weight: 3 },
    ]);
    expect(index.suggest('chof')).toEqual([{ Tipo: 'titulo', Texto: 'Chofer chofer de camión' }]);
    expect(index.suggest('chofer')).toEqual([{ Tipo: 'titulo', Texto: 'Chofer chofer de camión' }]);
    expect(index.suggest('illim')).toEqual([
      { Tipo: 'empresa', Texto: 'Transportes Illimani' },
      { Tipo: 'ciudad', Texto: 'Illimani' },
    ]);
  });

  it('an empty list suggests nothing', () => {
    expect(SuggestionIndex.empty.suggest('mecanico')).toEqual([]);
  });
});
