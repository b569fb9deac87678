/** GET /api/servicio/archivoanalisiscv/{Item}: an analysed CV's stored PDF, opened in a new tab. */
import { openPdfInNewTab } from '../../../lib/open-pdf';

/** Resolves with the problem to show, or null when the PDF opened. */
export const openAnalysedCv = (url: string) => openPdfInNewTab(url, 'No se pudo abrir el CV.');
