/** What other areas may use of the hiring area: the applicant pipeline's state names. */
export { applicationStateLabel } from './applicants';
