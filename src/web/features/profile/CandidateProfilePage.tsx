import { CITIES, SEXES } from '../../../shared/catalog';
import { candidateProfileFields, PROFILE_LIMITS, PROFILE_MESSAGES, type CandidateProfile } from '../../../shared/contract/profiles';
import { SelectField, TextArea, TextField } from '../../components/Field';
import { useDocumentMeta } from '../../lib/meta';
import { candidateProfileQuery, useUpdateCandidateProfile } from './api/candidate-profile';
import { ImageInput } from './ImageInput';
import { OwnProfilePage } from './OwnProfilePage';
import { ContactViews } from './ContactViews';
import { useImageChoice, useProfileForm } from './use-profile-form';
import './profile.css';

type Values = Record<
  | 'Nombre' | 'Apellidos' | 'Profesion' | 'FechaNacimiento' | 'Acercade' | 'Ciudad' | 'Sexo'
  | 'TituloTecnico' | 'TituloLicenciatura' | 'TituloDiplomado' | 'TituloMaestria' | 'TituloDoctorado'
  | 'AnosExperiencia' | 'Telefono' | 'Visible',
  string
>;

const toValues = (p: CandidateProfile): Values => ({
  Nombre: p.Nombre,
  Apellidos: p.Apellidos,
  Profesion: p.Profesion,
  FechaNacimiento: p.FechaNacimiento,
  Acercade: p.Acercade,
  Ciudad: p.Ciudad ? String(p.Ciudad) : '',
  Sexo: p.Sexo,
  TituloTecnico: p.TituloTecnico,
  TituloLicenciatura: p.TituloLicenciatura,
  TituloDiplomado: p.TituloDiplomado,
  TituloMaestria: p.TituloMaestria,
  TituloDoctorado: p.TituloDoctorado,
  AnosExperiencia: String(p.AnosExperiencia),
  Telefono: p.Telefono,
  Visible: String(p.Visible),
});

function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const photo = useImageChoice();
  const save = useUpdateCandidateProfile();
  const { form, field, serverErrors, saving, submit } = useProfileForm({
    initial: toValues(profile),
    schema: candidateProfileFields,
    errorsTitle: 'No se pudo actualizar el perfil. Revisa estos datos',
    failure: (message) => message || PROFILE_MESSAGES.candidateError,
    success: PROFILE_MESSAGES.candidateUpdated,
    append: async (data) => {
      // The identity is the session's; Candidato is sent only because the old contract has it.
      data.append('Candidato', String(profile.Candidato));
      await photo.append(data, 'foto', 'foto.jpg', 'QuitarFoto');
    },
    send: save.mutateAsync,
    onSaved: photo.clear,
  });

  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-label="Mi Perfil">
      <fieldset>
        <legend>Datos personales</legend>
        <ImageInput label="Foto de perfil" current={profile.FotoPerfil} {...photo.input} placeholder="/img/candidato-default.svg" error={serverErrors.foto} round />
        <div className="grid-2">
          <TextField label="Nombre" autoComplete="given-name" maxLength={PROFILE_LIMITS.name} {...field('Nombre')} />
          <TextField label="Apellidos" autoComplete="family-name" maxLength={PROFILE_LIMITS.name} {...field('Apellidos')} />
          <TextField label="Profesión" maxLength={PROFILE_LIMITS.profession} {...field('Profesion')} />
          <TextField label="Fecha de nacimiento" type="date" max={new Date().toISOString().slice(0, 10)} {...field('FechaNacimiento')} />
          <SelectField label="Ciudad" options={CITIES} placeholder="Seleccione una ciudad" {...field('Ciudad')} />
          <SelectField label="Sexo" options={SEXES.map((s) => ({ id: s.nombre, nombre: s.nombre }))} placeholder="Prefiero no decirlo" {...field('Sexo')} />
          <TextField label="Teléfono" type="tel" autoComplete="tel" inputMode="tel" {...field('Telefono')} />
          <TextField label="Años de experiencia" type="number" min={0} max={PROFILE_LIMITS.maxYearsExperience} step={1} inputMode="numeric" {...field('AnosExperiencia')} />
        </div>
        <TextArea label="Acerca de mí" rows={5} maxLength={PROFILE_LIMITS.about} hint="Cuenta en pocas líneas tu experiencia y lo que buscas." {...field('Acercade')} />
      </fieldset>
      <fieldset>
        <legend>Formación</legend>
        <div className="grid-2">
          <TextField label="Título técnico" maxLength={PROFILE_LIMITS.title} {...field('TituloTecnico')} />
          <TextField label="Licenciatura" maxLength={PROFILE_LIMITS.title} {...field('TituloLicenciatura')} />
          <TextField label="Diplomado" maxLength={PROFILE_LIMITS.title} {...field('TituloDiplomado')} />
          <TextField label="Maestría" maxLength={PROFILE_LIMITS.title} {...field('TituloMaestria')} />
          <TextField label="Doctorado" maxLength={PROFILE_LIMITS.title} {...field('TituloDoctorado')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Privacidad</legend>
        <div className="switch-row">
          <span className="switch">
            <input
              id="perfil-visible"
              type="checkbox"
              role="switch"
              checked={form.values.Visible === '1'}
              onChange={(e) => form.set('Visible', e.target.checked ? '1' : '0')}
              aria-describedby="perfil-visible-hint"
            />
            <span aria-hidden="true" />
          </span>
          <div>
            <label htmlFor="perfil-visible">Visible para empresas</label>
            <p id="perfil-visible-hint" className="hint">
              {form.values.Visible === '1'
                ? 'Las empresas te encuentran al buscar candidatos y ven tu último currículum; tu correo y tu teléfono los ven las empresas verificadas por Chamba (abajo ves cuáles). Tu fecha de nacimiento nunca se muestra.'
                : 'Tu perfil es privado: solo lo ven las empresas a las que postulas. Actívalo para que otras empresas te encuentren y te contacten.'}
            </p>
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar perfil'}
      </button>
    </form>
  );
}

/** /miperfil: the candidate edits their own profile. */
export default function CandidateProfilePage() {
  useDocumentMeta('Mi Perfil | Chamba', 'Actualiza tu perfil de candidato.');
  return (
    <OwnProfilePage
      role="candidato"
      title="Mi Perfil"
      wrongRole="Esta página es para cuentas de candidato."
      intro="Estos datos se muestran en tu perfil público y a las empresas a las que postulas."
      loading="Cargando tu perfil..."
      view="miperfil"
      query={candidateProfileQuery()}
      publicLabel="Ver mi perfil público"
      publicPath={(p) => `/detallecandidato/${p.CandidatoCodigo}`}
    >
      {(profile) => (
        <>
          <p className="readonly-row muted">
            <span>
              Correo: <strong>{profile.Correo}</strong>
            </span>
            <span>
              Código de candidato: <strong className="profile-code">{profile.CandidatoCodigo}</strong>
            </span>
          </p>
          <ProfileForm key={`${profile.Candidato}-${profile.FotoPerfil ?? ''}`} profile={profile} />
          <ContactViews />
        </>
      )}
    </OwnProfilePage>
  );
}
