/** POST /api/servicio/importarcvpdf: reads a CV in PDF on the server (nothing is stored) for the CV wizards. */
import { useMutation } from '@tanstack/react-query';
import type { importCvPdf } from '../../../shared/contract/analysis';
import { callApi, valuesOf } from '../api-client';

export async function postCvPdf(file: File) {
  const form = new FormData();
  form.set('cv', file, file.name);
  const reply = await callApi<typeof importCvPdf>('POST /api/servicio/importarcvpdf', form);
  return { ...valuesOf(reply), message: reply.message };
}

export const useImportCvPdf = () => useMutation({ mutationFn: postCvPdf });
