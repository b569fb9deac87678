/** Every endpoint declared in the contract (src/shared/contract), for the sweeps over all routes. */
import * as activity from '../../shared/contract/activity';
import * as admin from '../../shared/contract/admin';
import * as ai from '../../shared/contract/ai';
import * as analysis from '../../shared/contract/analysis';
import * as applications from '../../shared/contract/applications';
import * as auth from '../../shared/contract/auth';
import * as blog from '../../shared/contract/blog';
import * as candidates from '../../shared/contract/candidates';
import * as catalog from '../../shared/contract/catalog';
import * as companies from '../../shared/contract/companies';
import * as contact from '../../shared/contract/contact';
import * as conversations from '../../shared/contract/conversations';
import * as credits from '../../shared/contract/credits';
import * as cv from '../../shared/contract/cv';
import * as dashboard from '../../shared/contract/dashboard';
import type { Endpoint } from '../../shared/contract/endpoint';
import * as hiring from '../../shared/contract/hiring';
import * as interviews from '../../shared/contract/interviews';
import * as jobs from '../../shared/contract/jobs';
import * as moderation from '../../shared/contract/moderation';
import * as payments from '../../shared/contract/payments';
import * as pipeline from '../../shared/contract/pipeline';
import * as postings from '../../shared/contract/postings';
import * as profiles from '../../shared/contract/profiles';
import * as seekers from '../../shared/contract/seekers';
import * as settings from '../../shared/contract/settings';
import * as team from '../../shared/contract/team';
import * as verification from '../../shared/contract/verification';

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && typeof (v as Endpoint).path === 'string' && typeof (v as Endpoint).method === 'string' && 'body' in v && 'reply' in v;

export const CONTRACT_ENDPOINTS: Endpoint[] = [activity, admin, ai, analysis, applications, auth, blog, candidates, catalog, companies, contact, conversations, credits, cv, dashboard, hiring, interviews, jobs, moderation, payments, pipeline, postings, profiles, seekers, settings, team, verification]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
