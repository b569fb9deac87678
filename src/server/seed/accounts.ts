/** The README's demo accounts: a candidate, a company and an admin, all with DEMO_PASSWORD. */
import type { AppDeps } from '../core/context';
import { users } from '../db/schema';
import { hashPassword } from '../core/auth/passwords';
import { createCandidateAccount, createCompanyAccount } from '../modules/auth/public';

export const DEMO_PASSWORD = 'Chamba2026!';
export const DEMO_ACCOUNTS = {
  candidato: 'candidato@chamba.bo',
  empresa: 'empresa@chamba.bo',
  admin: 'admin@chamba.bo',
};

export async function seedAccounts(deps: AppDeps) {
  await createCandidateAccount(deps, {
    nombre: 'Lucía',
    apellidos: 'Mamani Quispe',
    correo: DEMO_ACCOUNTS.candidato,
    telefono: '71234567',
    password: DEMO_PASSWORD,
    profesion: 'Contadora Pública',
  });
  await createCompanyAccount(
    deps,
    { nombre: 'Jorge', apellidos: 'Vargas Rojas', correo: DEMO_ACCOUNTS.empresa, telefono: '77712345', password: DEMO_PASSWORD, profesion: 'Gerente de Recursos Humanos' },
    { nombreEmpresa: 'Andes Tecnología S.R.L.', descripcion: 'Desarrollo de software y servicios de TI en La Paz.', anioFundacion: 2012, ciudadId: 4 },
  );
  await deps.db
    .insert(users)
    .values({ email: DEMO_ACCOUNTS.admin, passwordHash: await hashPassword(DEMO_PASSWORD), role: 'admin', nombre: 'Equipo', apellidos: 'Chamba' })
    .onConflictDoNothing();
  return { cuentas: 3 };
}
