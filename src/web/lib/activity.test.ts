import { describe, expect, it } from 'vitest';
import { journeyView } from './activity';

describe('journeyView', () => {
  it('names the main journeys and keeps only the route code as detail', () => {
    expect(journeyView('/')).toEqual({ vista: 'inicio', detalle: '' });
    expect(journeyView('/busquedatrabajo')).toEqual({ vista: 'busqueda', detalle: '' });
    expect(journeyView('/detalletrabajo/tiaix3vhkk7x')).toEqual({ vista: 'detalle-empleo', detalle: 'tiaix3vhkk7x' });
    expect(journeyView('/pagarcurriculum/12')).toEqual({ vista: 'pagarcurriculum', detalle: '12' });
    expect(journeyView('/Dashboard')).toEqual({ vista: 'dashboard', detalle: '' });
  });

  it('leaves out pages that log their own views, and unknown paths', () => {
    expect(journeyView('/blogs')).toBeNull();
    expect(journeyView('/miperfil')).toBeNull();
    expect(journeyView('/admin')).toBeNull();
    expect(journeyView('/no-existe')).toBeNull();
  });

  it('survives malformed and oversize paths', () => {
    expect(journeyView('/detalletrabajo/%E0%A4%A')).toEqual({ vista: 'detalle-empleo', detalle: '%E0%A4%A' });
    expect(journeyView(`/detalleempresa/${'x'.repeat(500)}`)?.detalle).toHaveLength(100);
  });
});
