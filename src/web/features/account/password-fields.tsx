/** The new password twice: the contract's rule for the first, equality for the second. */
import type { InputHTMLAttributes } from 'react';
import { PASSWORD_MIN } from '../../../shared/contract/auth';
import { TextField } from '../../components/Field';

export function confirmError(password: string, confirm: string): Record<string, string> {
  if (!confirm) return { confirmar: 'Por favor, confirme su contraseña.' };
  return password === confirm ? {} : { confirmar: 'Las contraseñas no coinciden.' };
}

type Bound = InputHTMLAttributes<HTMLInputElement> & { error?: string | null };

export function NewPasswordFields({ password, confirm }: { password: Bound; confirm: Bound }) {
  return (
    <>
      <TextField label="Nueva contraseña" type="password" autoComplete="new-password" hint={`Al menos ${PASSWORD_MIN} caracteres.`} {...password} />
      <TextField label="Confirmar nueva contraseña" type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
