/**
 * Google Generative Language API, generateContent (the spec's 'consultaIAGEMINIS'). The key goes
 * in the 'x-goog-api-key' header, never in the URL, so it cannot end up in a logged address.
 */
import { postJson, pick, type FetchLike } from './http';
import { PromptedProvider } from './prompted';
import { cleanModelText } from './prompts';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
export const GEMINI_DEFAULT_MODEL = 'gemini-1.5-flash';

export type GeminiProviderOptions = {
  apiKey: string;
  /** Default https://generativelanguage.googleapis.com ('/v1beta/models/…' is appended). */
  baseUrl?: string;
  /** Default 'gemini-1.5-flash', the spec's model. */
  model?: string;
  /** Default 20 s. */
  timeoutMs?: number;
  fetch?: FetchLike;
};

export class GeminiProvider extends PromptedProvider {
  readonly name = 'gemini' as const;
  readonly model: string;
  private readonly url: string;

  constructor(private readonly options: GeminiProviderOptions) {
    super();
    const base = (options.baseUrl?.trim() || GEMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.model = options.model?.trim() || GEMINI_DEFAULT_MODEL;
    this.url = `${base}/v1beta/models/${encodeURIComponent(this.model)}:generateContent`;
  }

  /** candidates[0].content.parts[*].text joined; '' when the reply has no text (e.g. blocked). */
  protected async generate(system: string, user: string): Promise<string> {
    const reply = await postJson(
      'gemini',
      this.url,
      {
        systemInstruction: { parts: [{ text: system }] },
        contents: [{ role: 'user', parts: [{ text: user }] }],
        generationConfig: { temperature: 0.3 },
      },
      { headers: { 'x-goog-api-key': this.options.apiKey }, timeoutMs: this.options.timeoutMs, fetch: this.options.fetch },
    );
    const parts = pick(reply, 'candidates', 0, 'content', 'parts');
    if (!Array.isArray(parts)) return '';
    return cleanModelText(
      parts
        .map((part) => pick(part, 'text'))
        .filter((t): t is string => typeof t === 'string')
        .join(''),
    );
  }
}
