import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GeminiProvider, LocalAiProvider, OpenAiProvider, createAiProvider, type AiLogger } from './index';
import { ACCENTED, MISSPELLINGS, stripAccents } from './spanish-lexicon';

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (message: string) => warnings.push(message) } satisfies AiLogger };
}

describe('createAiProvider', () => {
  it('uses the local provider by default', () => {
    const { warnings, logger } = recordingLogger();
    expect(createAiProvider({ AI_PROVIDER: 'local' }, logger)).toBeInstanceOf(LocalAiProvider);
    expect(warnings).toEqual([]);
  });

  it('uses Gemini only with a key', () => {
    const { warnings, logger } = recordingLogger();
    expect(createAiProvider({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' }, logger)).toBeInstanceOf(GeminiProvider);
    expect(warnings).toEqual([]);
    expect(createAiProvider({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: '  ' }, logger)).toBeInstanceOf(LocalAiProvider);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GEMINI_API_KEY');
  });

  it('uses the OpenAI-compatible provider with a key or a base URL', () => {
    const { warnings, logger } = recordingLogger();
    const withKey = createAiProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }, logger);
    expect(withKey).toBeInstanceOf(OpenAiProvider);
    expect((withKey as OpenAiProvider).model).toBe('gpt-4o-mini');
    const localServer = createAiProvider(
      { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_MODEL: 'llama3' },
      logger,
    );
    expect(localServer).toBeInstanceOf(OpenAiProvider);
    expect((localServer as OpenAiProvider).model).toBe('llama3');
    expect(warnings).toEqual([]);
    expect(createAiProvider({ AI_PROVIDER: 'openai' }, logger)).toBeInstanceOf(LocalAiProvider);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('OPENAI_API_KEY');
  });

  it('works without a logger', () => {
    expect(createAiProvider({ AI_PROVIDER: 'openai' })).toBeInstanceOf(LocalAiProvider);
  });

  it("accepts the server's logger", () => {
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const asAiLogger: AiLogger = log;
    expect(createAiProvider({ AI_PROVIDER: 'gemini' }, asAiLogger)).toBeInstanceOf(LocalAiProvider);
  });
});

describe('Spanish lexicon', () => {
  it('maps each key to a different, accented spelling of the same word', () => {
    expect(ACCENTED.size).toBeGreaterThan(300);
    for (const [key, word] of ACCENTED) {
      expect(stripAccents(word.toLowerCase())).toBe(key);
      expect(word.toLowerCase()).not.toBe(key);
    }
  });

  it('does not list a misspelling that is also an accent correction', () => {
    for (const key of MISSPELLINGS.keys()) expect(ACCENTED.has(key)).toBe(false);
  });
});
