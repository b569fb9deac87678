/**
 * The company's "Verificación de la empresa" on its profile (decision trust.md): its status, and
 * "Solicitar verificación" with NIT, razón social and a document (PDF, JPEG, PNG) or, when its
 * account e-mail is on the company's own domain, that domain instead.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getVerificationStatus, requestVerification, VerificationStatus } from '../../../shared/contract/verification';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '../../../shared/contract/verification';
import { TextField } from '../../components/Field';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { ApiError, callApi, valuesOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';

const KEY = [...queryKeys.profiles, 'verificacion'];
const STATE_LABEL = { pendiente: 'Pendiente de revisión', aprobada: 'Aprobada', rechazada: 'Rechazada' } as const;

const fetchStatus = (signal?: AbortSignal) => callApi<typeof getVerificationStatus>('POST /api/servicio/estadoverificacion', [], { signal }).then(valuesOf);

function RequestForm({ status, onSent }: { status: VerificationStatus; onSent: (s: VerificationStatus) => void }) {
  const [nit, setNit] = useState('');
  const [razon, setRazon] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [byDomain, setByDomain] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (data: FormData) => callApi<typeof requestVerification>('POST /api/servicio/solicitarverificacion', data).then(valuesOf),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\d{7,13}$/.test(nit.trim())) found.tcNit = VERIFICATION_MESSAGES.nit;
    if (razon.trim().length < 3) found.tcRazonSocial = VERIFICATION_MESSAGES.razonSocial;
    if (!byDomain && !file) found.documento = VERIFICATION_MESSAGES.proof;
    if (file && file.size > VERIFICATION_LIMITS.documentBytes) found.documento = VERIFICATION_MESSAGES.documentSize;
    setErrors(found);
    if (Object.keys(found).length) return;
    const data = new FormData();
    data.append('tcNit', nit.trim());
    data.append('tcRazonSocial', razon.trim());
    data.append('tlDominioCorporativo', byDomain ? '1' : '0');
    if (file && !byDomain) data.append('documento', file, file.name);
    send.mutate(data, {
      onSuccess: (s) => {
        notify(VERIFICATION_MESSAGES.requested, 'success');
        onSent(s);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errores) setErrors(err.errores);
        notify(err.message, 'error');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Solicitar verificación" className="verification-form">
      <div className="grid-2">
        <TextField label="NIT" inputMode="numeric" autoComplete="off" value={nit} onChange={(e) => setNit(e.target.value)} error={errors.tcNit} hint="Solo dígitos, sin puntos ni guiones." />
        <TextField label="Razón social" limit={VERIFICATION_LIMITS.razonSocialMax} value={razon} onChange={(e) => setRazon(e.target.value)} error={errors.tcRazonSocial} />
      </div>
      {status.DominioCorporativo === 1 && (
        <label className="check">
          <input type="checkbox" checked={byDomain} onChange={(e) => setByDomain(e.target.checked)} /> Mi correo ({status.DominioCorreo}) es del dominio de mi empresa: no
          adjunto documento
        </label>
      )}
      {!byDomain && (
        <div className="field">
          <label htmlFor="verificacion-documento">Documento (NIT, matrícula de comercio u otro): PDF, JPEG o PNG de hasta 5 MB</label>
          <input
            id="verificacion-documento"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-invalid={errors.documento ? true : undefined}
            aria-describedby={errors.documento ? 'verificacion-documento-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {errors.documento && (
            <p className="field-error" id="verificacion-documento-error">
              {errors.documento}
            </p>
          )}
        </div>
      )}
      {errors.tlDominioCorporativo && <p className="field-error">{errors.tlDominioCorporativo}</p>}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? 'Enviando...' : 'Solicitar verificación'}
      </button>
    </form>
  );
}

export function VerificationPanel() {
  const client = useQueryClient();
  const { data: status } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchStatus(signal) });
  if (!status) return null;
  const request = status.Solicitud;
  const canRequest = !status.Verificada && request?.Estado !== 'pendiente';
  return (
    <section className="card verification-panel" aria-labelledby="verificacion-titulo">
      <h2 id="verificacion-titulo">Verificación de la empresa</h2>
      {status.Verificada ? (
        <p>
          <VerifiedBadge verified /> Tu empresa está verificada: tus ofertas muestran «Empresa verificada» y puedes ver los datos de contacto de los candidatos con perfil
          visible.
        </p>
      ) : (
        <p className="muted">
          Una empresa verificada muestra «Empresa verificada» en sus ofertas y puede ver los datos de contacto de los candidatos con perfil visible. Revisamos tu NIT y
          tus datos de contacto.
        </p>
      )}
      {request && (
        <p role="status">
          Tu solicitud del {formatDate(request.FechaSolicitud)} (NIT {request.Nit}): <strong>{STATE_LABEL[request.Estado]}</strong>.
        </p>
      )}
      {canRequest && <RequestForm status={status} onSent={(s) => client.setQueryData(KEY, s)} />}
    </section>
  );
}
