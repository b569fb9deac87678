/** Chooses the AI provider from the configuration (DESIGN decision 10). */
import { GeminiProvider } from './gemini';
import { LocalAiProvider } from './local';
import { OpenAiProvider } from './openai';
import type { AiProvider, AiProviderName } from './provider';

export { AiUnavailableError } from './provider';
export type { AiProvider, AiProviderName, CvFitInput, JobDescriptionInput } from './provider';
export { LocalAiProvider, buildJobDescription } from './local';
export { OpenAiProvider, OPENAI_DEFAULT_BASE_URL, OPENAI_DEFAULT_MODEL, type OpenAiProviderOptions } from './openai';
export { GeminiProvider, GEMINI_DEFAULT_BASE_URL, GEMINI_DEFAULT_MODEL, type GeminiProviderOptions } from './gemini';
export { polishSpanish, type PolishOptions } from './spanish';

export type AiConfig = {
  AI_PROVIDER: AiProviderName;
  GEMINI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
};

/** Anything with a warn(message) method: the Fastify/pino logger, console. */
export type AiLogger = { warn: (message: string) => void };

/**
 * `gemini` needs GEMINI_API_KEY; `openai` needs OPENAI_API_KEY or OPENAI_BASE_URL (a local model
 * server may need no key). When what a remote provider needs is missing, the local provider is
 * used and a warning is logged, so the site keeps working offline.
 */
export function createAiProvider(config: AiConfig, logger?: AiLogger): AiProvider {
  const set = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  switch (config.AI_PROVIDER) {
    case 'gemini': {
      const apiKey = set(config.GEMINI_API_KEY);
      if (apiKey) return new GeminiProvider({ apiKey });
      logger?.warn('AI_PROVIDER=gemini without GEMINI_API_KEY: using the local AI provider');
      return new LocalAiProvider();
    }
    case 'openai': {
      const apiKey = set(config.OPENAI_API_KEY);
      const baseUrl = set(config.OPENAI_BASE_URL);
      if (apiKey || baseUrl) return new OpenAiProvider({ apiKey, baseUrl, model: set(config.OPENAI_MODEL) });
      logger?.warn('AI_PROVIDER=openai without OPENAI_API_KEY or OPENAI_BASE_URL: using the local AI provider');
      return new LocalAiProvider();
    }
    default:
      return new LocalAiProvider();
  }
}
