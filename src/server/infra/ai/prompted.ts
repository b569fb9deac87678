/**
 * What every remote model provider does the same way: each task is one system prompt and one user
 * prompt sent to the model; the subclass only says how to send them (`generate`).
 */
import {
  CV_FIT_SYSTEM_PROMPT,
  JOB_DESCRIPTION_SYSTEM_PROMPT,
  PROFILE_SYSTEM_PROMPT,
  cvFitUserPrompt,
  jobDescriptionUserPrompt,
  profileUserPrompt,
} from './prompts';
import type { AiProvider, CvFitInput, JobDescriptionInput } from './provider';

export abstract class PromptedProvider implements AiProvider {
  async improveProfile(draft: string): Promise<string> {
    if (!draft?.trim()) return '';
    return this.generate(PROFILE_SYSTEM_PROMPT, profileUserPrompt(draft));
  }

  async writeJobDescription(job: JobDescriptionInput): Promise<string> {
    if (!job.descripcion?.trim()) return '';
    return this.generate(JOB_DESCRIPTION_SYSTEM_PROMPT, jobDescriptionUserPrompt(job));
  }

  async summarizeCvFit(input: CvFitInput): Promise<string> {
    return this.generate(CV_FIT_SYSTEM_PROMPT, cvFitUserPrompt(input));
  }

  /** The model's cleaned text for these prompts; '' when the reply has none. */
  protected abstract generate(system: string, user: string): Promise<string>;
}
