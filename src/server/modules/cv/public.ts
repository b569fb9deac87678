/** What other areas may use of the CV area: a CV's owner (payments) and the HTML of the version an application keeps (applicants). */
export { sentCvHtml, curriculumOwner } from './service';
