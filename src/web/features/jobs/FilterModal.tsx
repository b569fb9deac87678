/** The search page's filter modal: job type, salary, experience and date posted. */
import { useState } from 'react';
import { EXPERIENCE, JOB_TYPES } from '../../../shared/catalog';
import { SelectField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { numberField } from '../../lib/form';
import { DATE_OPTIONS, SALARY_FILTERS, type SearchState } from './search-params';

export type ModalFilters = Pick<SearchState, 'jobType' | 'salary' | 'experience' | 'days'>;
export const NO_MODAL_FILTERS: ModalFilters = { jobType: 0, salary: 0, experience: -1, days: 0 };

export function countModalFilters(f: ModalFilters) {
  return [f.jobType !== 0, f.salary !== 0, f.experience !== -1, f.days !== 0].filter(Boolean).length;
}

export function FilterModal({ open, initial, onClose, onApply }: { open: boolean; initial: ModalFilters; onClose: () => void; onApply: (f: ModalFilters) => void }) {
  const [f, setF] = useState(initial);
  const num = (k: keyof ModalFilters) => numberField(f, setF, k);
  return (
    <Modal
      title="Filtrar empleos"
      open={open}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={() => setF(NO_MODAL_FILTERS)}>
            Limpiar filtros
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onApply(f)}>
            Aplicar filtros
          </button>
        </>
      }
    >
      <SelectField label="Tipo de empleo" options={[{ id: 0, nombre: 'Todos los tipos' }, ...JOB_TYPES]} {...num('jobType')} />
      <SelectField label="Salario" options={[{ id: 0, nombre: 'Cualquier salario' }, ...SALARY_FILTERS]} {...num('salary')} />
      <SelectField label="Experiencia" options={[{ id: -1, nombre: 'Cualquier experiencia' }, ...EXPERIENCE]} {...num('experience')} />
      <SelectField label="Fecha de publicación" options={[{ id: 0, nombre: 'Cualquier fecha' }, ...DATE_OPTIONS]} {...num('days')} />
    </Modal>
  );
}
