/** GET /api/servicio/misdatos: everything stored about the user, saved as a .json file. */
import { useMutation } from '@tanstack/react-query';
import type { myData } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export async function downloadMyData() {
  const data = await callApi<typeof myData>('GET /api/servicio/misdatos');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `chamba-mis-datos-${data.Generado.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
