import { afterEach, describe, expect, it } from 'vitest';
import { GeminiProvider } from './gemini';
import { AiUnavailableError } from './provider';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const geminiReply = (...texts: string[]) => ({
  candidates: [{ content: { role: 'model', parts: texts.map((text) => ({ text })) }, finishReason: 'STOP' }],
});

type GeminiBody = {
  systemInstruction: { parts: { text: string }[] };
  contents: { role: string; parts: { text: string }[] }[];
};

describe('GeminiProvider against a real generateContent server', () => {
  it('posts to gemini-1.5-flash with the key in the x-goog-api-key header, never in the URL', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, geminiReply('Perfil mejorado.')));
    const ai = new GeminiProvider({ apiKey: 'clave-gemini', baseUrl: server.baseUrl });

    const text = await ai.improveProfile('soy bueno en ventas');

    expect(text).toBe('Perfil mejorado.');
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1beta/models/gemini-1.5-flash:generateContent');
    expect(request.url).not.toContain('clave-gemini');
    expect(request.url).not.toContain('key=');
    expect(request.headers['x-goog-api-key']).toBe('clave-gemini');
    const body = request.body as GeminiBody;
    expect(body.systemInstruction.parts[0].text).toContain('más profesional y formal en español');
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: 'soy bueno en ventas' }] }]);
  });

  it('reads candidates[0].content.parts text for the long description', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, geminiReply('Primera parte. ', 'Segunda parte.')));
    const ai = new GeminiProvider({ apiKey: 'k', baseUrl: `${server.baseUrl}/`, model: 'gemini-otro' });
    const text = await ai.writeJobDescription({ titulo: 'Chofer', descripcion: 'Reparto en El Alto', ciudad: 'El Alto' });
    expect(text).toBe('Primera parte. Segunda parte.');
    expect(server.requests[0].url).toBe('/v1beta/models/gemini-otro:generateContent');
    const body = server.requests[0].body as GeminiBody;
    expect(body.systemInstruction.parts[0].text).toMatch(/no inventes/);
    expect(body.contents[0].parts[0].text).toContain('Descripción corta: Reparto en El Alto');
  });

  it('returns an empty text when there is no candidate (blocked prompt)', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { promptFeedback: { blockReason: 'SAFETY' } }));
    const ai = new GeminiProvider({ apiKey: 'k', baseUrl: server.baseUrl });
    expect(await ai.improveProfile('borrador')).toBe('');
  });

  it('throws AiUnavailableError on HTTP 500', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 500, { error: { code: 500, message: 'interno' } }));
    const ai = new GeminiProvider({ apiKey: 'clave-secreta', baseUrl: server.baseUrl });
    const error = await ai.improveProfile('borrador').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).status).toBe(500);
    expect((error as AiUnavailableError).provider).toBe('gemini');
    expect((error as Error).message).not.toContain('clave-secreta');
  });

  it('throws AiUnavailableError on a rejected key (HTTP 403)', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 403, { error: { code: 403, status: 'PERMISSION_DENIED' } }));
    const ai = new GeminiProvider({ apiKey: 'mala', baseUrl: server.baseUrl });
    await expect(ai.writeJobDescription({ titulo: 'x', descripcion: 'y' })).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('throws AiUnavailableError when the server does not answer in time', async () => {
    server = await startTestServer(() => {
      // Never answers.
    });
    const ai = new GeminiProvider({ apiKey: 'k', baseUrl: server.baseUrl, timeoutMs: 200 });
    await expect(ai.improveProfile('borrador')).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('does not call the server for empty input', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, geminiReply('x')));
    const ai = new GeminiProvider({ apiKey: 'k', baseUrl: server.baseUrl });
    expect(await ai.improveProfile('')).toBe('');
    expect(await ai.writeJobDescription({ titulo: 'Cajero', descripcion: '' })).toBe('');
    expect(server.requests).toHaveLength(0);
  });
});
