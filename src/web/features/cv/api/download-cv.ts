/** GET /api/generate-pdf2/{Curriculum}: the CV's PDF, opened in a new tab. */
import { useMutation } from '@tanstack/react-query';
import { openPdfInNewTab } from '../../../lib/open-pdf';

/** Resolves with the problem to show, or null when the PDF opened. */
export const openCvPdf = (curriculum: number) => openPdfInNewTab(`/api/generate-pdf2/${curriculum}`, 'No se pudo descargar el currículum.');

export const useDownloadCv = () => useMutation({ mutationFn: openCvPdf });
