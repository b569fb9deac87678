/**
 * Where a visitor came from to a job page (decision 075): the `src` of the link (?src=busqueda
 * from Chamba's lists, ?src=compartido from a shared link; none is a direct link), kept for the
 * tab's session so that an application after signing in is counted from the same source.
 */
import { JOB_SOURCES, type JobSource } from '../../../shared/postings-rules';

const KEY = (code: string) => `chamba:fuente:${code}`;
const valid = (v: string | null): v is JobSource => JOB_SOURCES.some((s) => s.id === v);

export function jobSource(code: string, search: string): JobSource {
  const fromLink = new URLSearchParams(search).get('src');
  try {
    if (valid(fromLink)) {
      sessionStorage.setItem(KEY(code), fromLink);
      return fromLink;
    }
    const kept = sessionStorage.getItem(KEY(code));
    return valid(kept) ? kept : 'directo';
  } catch {
    return valid(fromLink) ? fromLink : 'directo';
  }
}

/** A job page's link with its source. */
export const jobLinkFrom = (code: string, src: Exclude<JobSource, 'directo'>) => `/detalletrabajo/${code}?src=${src}`;
