/** What other areas (and the seed) may use of the accounts area: creating accounts and sessions. */
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
