/**
 * The pipeline worker (one per server instance, like the mail worker): every PIPELINE_POLL_S it
 * moves the status messages whose undo window ended into the mail outbox and sends the daily
 * digests that are due. Both read only the database, so a restart picks up where it left off.
 * Returns the stop function (awaits the round under way).
 */
import type { AppDeps } from '../../core/context';
import { every } from '../../core/repeat';
import { sendDailyDigests } from './digest';
import { releaseDueStatusMessages } from './status-messages';

export async function pipelineRound(deps: AppDeps) {
  const messages = await releaseDueStatusMessages(deps);
  const digests = await sendDailyDigests(deps);
  return { messages, digests };
}

export function startPipelineWorker(deps: AppDeps): () => Promise<void> {
  return every(
    deps.config.PIPELINE_POLL_S * 1000,
    () => pipelineRound(deps),
    (err) => deps.log.error({ err }, 'pipeline worker: status messages or digests failed'),
  );
}
