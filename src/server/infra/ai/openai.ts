/**
 * Any OpenAI-compatible chat-completions endpoint: OpenAI itself, or a local model server
 * (llama.cpp, Ollama, vLLM, LM Studio…) through OPENAI_BASE_URL. The key is optional for servers
 * that need none.
 */
import { postJson, pick, type FetchLike } from './http';
import {
  CV_FIT_SYSTEM_PROMPT,
  JOB_DESCRIPTION_SYSTEM_PROMPT,
  PROFILE_SYSTEM_PROMPT,
  cleanModelText,
  cvFitUserPrompt,
  jobDescriptionUserPrompt,
  profileUserPrompt,
} from './prompts';
import type { AiProvider, CvFitInput, JobDescriptionInput } from './provider';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export type OpenAiProviderOptions = {
  /** Default https://api.openai.com/v1; '/chat/completions' is appended. */
  baseUrl?: string;
  apiKey?: string;
  /** Default 'gpt-4o-mini'. */
  model?: string;
  /** Default 20 s. */
  timeoutMs?: number;
  fetch?: FetchLike;
};

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly url: string;

  constructor(private readonly options: OpenAiProviderOptions = {}) {
    this.url = `${(options.baseUrl?.trim() || OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '')}/chat/completions`;
    this.model = options.model?.trim() || OPENAI_DEFAULT_MODEL;
  }

  async improveProfile(draft: string): Promise<string> {
    if (!draft?.trim()) return '';
    return this.complete(PROFILE_SYSTEM_PROMPT, profileUserPrompt(draft));
  }

  async writeJobDescription(job: JobDescriptionInput): Promise<string> {
    if (!job.descripcion?.trim()) return '';
    return this.complete(JOB_DESCRIPTION_SYSTEM_PROMPT, jobDescriptionUserPrompt(job));
  }

  async summarizeCvFit(input: CvFitInput): Promise<string> {
    return this.complete(CV_FIT_SYSTEM_PROMPT, cvFitUserPrompt(input));
  }

  /** The assistant's text, '' when the reply has none. */
  private async complete(system: string, user: string): Promise<string> {
    const headers: Record<string, string> = {};
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const reply = await postJson(
      'openai',
      this.url,
      {
        model: this.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: 0.3,
      },
      { headers, timeoutMs: this.options.timeoutMs, fetch: this.options.fetch },
    );
    const content = pick(reply, 'choices', 0, 'message', 'content');
    if (typeof content === 'string') return cleanModelText(content);
    // Some servers answer with content parts.
    if (Array.isArray(content)) {
      return cleanModelText(
        content
          .map((part) => pick(part, 'text'))
          .filter((t): t is string => typeof t === 'string')
          .join(''),
      );
    }
    return '';
  }
}
