/** What other areas may use of the team area: the account deletion's step for a member's company. */
export { leaveOnAccountDeletion } from './service';
