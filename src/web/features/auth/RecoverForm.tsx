import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useResetPassword } from './api/reset-password';
import { useSendRecoveryCode } from './api/send-recovery-code';

/** Step 1: e-mail and 'Enviar Código'. Step 2: code, new password (show/hide), 'Actualizar Contraseña'. */
export function RecoverForm() {
  const navigate = useNavigate();
  const [correo, setCorreo] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const sendRecovery = useSendRecoveryCode();
  const reset = useResetPassword();
  const busy = sendRecovery.isPending || reset.isPending;

  function sendCode(e: FormEvent) {
    e.preventDefault();
    if (!correo.trim()) return notify('Por favor ingresa tu correo electrónico.', 'error');
    sendRecovery.mutate(correo, {
      onSuccess: () => {
        setCodeSent(true);
        notify('¡Código enviado! Revisa tu correo electrónico.', 'success');
      },
      onError: (err) => notify(err instanceof ApiError ? err.message : 'Hubo un problema con la solicitud de recuperación.', 'error'),
    });
  }

  function update(e: FormEvent) {
    e.preventDefault();
    if (!codigo.trim() || !password) return notify('Por favor ingresa el código y la nueva contraseña.', 'error');
    reset.mutate(
      { correo, codigo: codigo.trim(), nuevaContrasena: password },
      {
        onSuccess: () => {
          notify('Contraseña actualizada correctamente.', 'success');
          navigate('/login');
        },
        onError: (err) =>
          notify(
            err instanceof ApiError ? (err.errores?.nuevaContrasena ?? 'Código de verificación incorrecto o expirado') : 'Hubo un problema con la actualización de la contraseña.',
            'error',
          ),
      },
    );
  }

  return (
    <div className="recover">
      <form onSubmit={sendCode} noValidate aria-label="Enviar código de recuperación">
        <p>Escribe el correo de tu cuenta y te enviaremos un código de 6 dígitos.</p>
        <TextField label="Correo electrónico" type="email" autoComplete="email" value={correo} onChange={(e) => setCorreo(e.target.value)} disabled={codeSent} />
        <button type="submit" className="btn btn-primary" disabled={codeSent || busy}>
          Enviar Código
        </button>
      </form>
      {codeSent && (
        <form onSubmit={update} noValidate aria-label="Actualizar contraseña" className="recover-step2">
          <TextField label="Código de verificación" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={codigo} onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))} />
          <div className="password-row">
            <TextField label="Nueva contraseña" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} hint="Al menos 8 caracteres." />
            <button type="button" className="btn btn-light" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
              {showPassword ? 'Ocultar' : 'Mostrar'}
            </button>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Actualizar Contraseña
          </button>
        </form>
      )}
    </div>
  );
}
