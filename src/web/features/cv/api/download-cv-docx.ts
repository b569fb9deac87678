/** GET /api/servicio/curriculumdocx/{Curriculum}: the CV as a Word file, saved with the server's file name. */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export const downloadCvDocx = (curriculum: number) => downloadFile(`/api/servicio/curriculumdocx/${curriculum}`, `curriculum-${curriculum}.docx`, 'No se pudo descargar el archivo Word.');

export const useDownloadCvDocx = () => useMutation({ mutationFn: downloadCvDocx });
