/** What other areas (and the seed) may use of the accounts area: creating accounts and sessions, and the link that lets a new account choose its password. */
export {
  createCandidateAccount,
  createCompanyAccount,
  emailExists,
  login,
  RECOVERY_MIN_MS,
  sessionData,
  splitFullName,
  type NewCompany,
  type NewPerson,
} from './service';
export { issuePasswordLink, passwordLinkMail } from './password-links';
export { emailTakenMail } from './email-taken-mail';
export { liveAccount } from './live-account';
