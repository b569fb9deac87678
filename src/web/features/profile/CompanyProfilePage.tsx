import { CITIES, COMPANY_SIZES, COMPANY_TYPES } from '../../../shared/catalog';
import { companyProfileFields, PROFILE_LIMITS, PROFILE_MESSAGES, type CompanyProfile } from '../../../shared/contract/profiles';
import { SelectField, TextArea, TextField } from '../../components/Field';
import { useDocumentMeta } from '../../lib/meta';
import { companyProfileQuery, useUpdateCompanyProfile } from './api/company-profile';
import { ImageInput } from './ImageInput';
import { VerificationPanel } from './VerificationPanel';
import { OwnProfilePage } from './OwnProfilePage';
import { useImageChoice, useProfileForm } from './use-profile-form';
import './profile.css';

type Values = Record<
  'Nombre' | 'NombreComercial' | 'Direccion' | 'Descripcion' | 'Estado' | 'TipoEmpresa' | 'TamanoEmpresa' | 'AñoFundacion' | 'Acercade' | 'Telefono' | 'Correo' | 'Ciudad',
  string
>;

const toValues = (c: CompanyProfile): Values => ({
  Nombre: c.Nombre,
  NombreComercial: c.NombreComercial,
  Direccion: c.Direccion,
  Descripcion: c.Descripcion,
  Estado: String(c.Estado),
  TipoEmpresa: c.TipoEmpresa ? String(c.TipoEmpresa) : '',
  TamanoEmpresa: c.TamanoEmpresa ? String(c.TamanoEmpresa) : '',
  AñoFundacion: c.AñoFundacion ? String(c.AñoFundacion) : '',
  Acercade: c.Acercade,
  Telefono: c.Telefono,
  Correo: c.Correo,
  Ciudad: c.Ciudad ? String(c.Ciudad) : '',
});

function CompanyForm({ company }: { company: CompanyProfile }) {
  const save = useUpdateCompanyProfile();
  const imagen = useImageChoice();
  const icono = useImageChoice();
  const { form, field, serverErrors, saving, submit } = useProfileForm({
    initial: toValues(company),
    schema: companyProfileFields,
    errorsTitle: PROFILE_MESSAGES.companyError,
    failure: () => PROFILE_MESSAGES.companyError,
    success: PROFILE_MESSAGES.companyUpdated,
    append: async (data) => {
      // The company is the session's; Empresa is sent only because the old contract has it.
      data.append('Empresa', String(company.Empresa));
      await imagen.append(data, 'UrlImagen', 'imagen.jpg', 'QuitarImagen');
      await icono.append(data, 'UrlIcono', 'icono.jpg', 'QuitarIcono', 256);
    },
    send: save.mutateAsync,
  });

  const year = new Date().getFullYear();
  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-label="Actualizar Empresa">
      <input type="hidden" name="Estado" value={form.values.Estado} />
      <fieldset>
        <legend>Identidad</legend>
        <div className="grid-2">
          <ImageInput label="Imagen de la empresa (logo)" current={company.UrlImagen} {...imagen.input} placeholder="/img/empresa-default.svg" error={serverErrors.UrlImagen} />
          <ImageInput label="Ícono" current={company.UrlIcono} {...icono.input} placeholder="/img/empresa-default.svg" error={serverErrors.UrlIcono} hint="Imagen cuadrada pequeña. Si no eliges otra, se conserva la actual." />
          <TextField label="Código de empresa" value={company.EmpresaCodigo} readOnly hint="Identifica a tu empresa en Chamba; no se puede cambiar." />
          <TextField label="Estado" value={form.values.Estado === '0' ? 'Inactivo' : 'Activo'} readOnly />
          <TextField label="Nombre de la empresa" maxLength={PROFILE_LIMITS.companyName} {...field('Nombre')} />
          <TextField label="Nombre comercial" maxLength={PROFILE_LIMITS.companyName} {...field('NombreComercial')} />
          <SelectField label="Tipo de empresa" options={COMPANY_TYPES} placeholder="Seleccione el tipo" {...field('TipoEmpresa')} />
          <SelectField label="Tamaño de la empresa" options={COMPANY_SIZES} placeholder="Seleccione el tamaño" {...field('TamanoEmpresa')} />
          <TextField label="Año de fundación" type="number" min={1900} max={year} step={1} inputMode="numeric" {...field('AñoFundacion')} />
          <SelectField label="Ciudad" options={CITIES} placeholder="Seleccione una ciudad" {...field('Ciudad')} />
        </div>
        <TextArea label="Descripción" rows={3} maxLength={PROFILE_LIMITS.description} {...field('Descripcion')} />
        <TextArea label="Acerca de la empresa" rows={5} maxLength={PROFILE_LIMITS.about} hint="Historia, cultura, beneficios: lo que un candidato quiere saber." {...field('Acercade')} />
      </fieldset>
      <fieldset>
        <legend>Contacto</legend>
        <div className="grid-2">
          <TextField label="Dirección" maxLength={PROFILE_LIMITS.address} autoComplete="street-address" {...field('Direccion')} />
          <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" {...field('Telefono')} />
          <TextField label="Correo de contacto" type="email" autoComplete="email" {...field('Correo')} />
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Guardando...' : 'Actualizar Empresa'}
      </button>
    </form>
  );
}

/** /miperfilempresa ('Actualizar Empresa'): the company edits its own profile. */
export default function CompanyProfilePage() {
  useDocumentMeta('Actualizar Empresa | Chamba', 'Actualiza el perfil de tu empresa.');
  return (
    <OwnProfilePage
      role="empresa"
      title="Actualizar Empresa"
      wrongRole="Esta página es para cuentas de empresa."
      intro="Estos datos se muestran en el perfil público de tu empresa y en tus ofertas."
      loading="Cargando tu empresa..."
      view="miperfilempresa"
      query={companyProfileQuery()}
      publicLabel="Ver perfil de la empresa"
      publicPath={(c) => `/detalleempresa/${c.EmpresaCodigo}`}
    >
      {(company) => (
        <>
          <CompanyForm key={`${company.Empresa}-${company.UrlImagen ?? ''}-${company.UrlIcono ?? ''}`} company={company} />
          <VerificationPanel />
        </>
      )}
    </OwnProfilePage>
  );
}
