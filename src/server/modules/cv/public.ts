/** What other areas may use of the CV area: a CV's owner (payments) and its HTML rendition (applicants). */
export { curriculumHtml, curriculumOwner } from './service';
