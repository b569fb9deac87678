/**
 * Any OpenAI-compatible chat-completions endpoint: OpenAI itself, or a local model server
 * (llama.cpp, Ollama, vLLM, LM Studio…) through OPENAI_BASE_URL. The key is optional for servers
 * that need none.
 */
import { postJson, pick, type FetchLike } from './http';
import { PromptedProvider } from './prompted';
import { cleanModelText } from './prompts';

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

export class OpenAiProvider extends PromptedProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly url: string;

  constructor(private readonly options: OpenAiProviderOptions = {}) {
    super();
    this.url = `${(options.baseUrl?.trim() || OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '')}/chat/completions`;
    this.model = options.model?.trim() || OPENAI_DEFAULT_MODEL;
  }

  /** The assistant's text, '' when the reply has none. */
  protected async generate(system: string, user: string): Promise<string> {
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
