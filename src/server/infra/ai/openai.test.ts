import { afterEach, describe, expect, it } from 'vitest';
import { OpenAiProvider } from './openai';
import { AiUnavailableError } from './provider';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chatReply = (content: unknown) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'modelo-local',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

type ChatBody = { model: string; messages: { role: string; content: string }[]; temperature?: number };

describe('OpenAiProvider against a real chat-completions server', () => {
  it('sends model, system and user messages with the bearer key and returns the text', async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 200, chatReply('  Soy contador con cinco años de experiencia en auditoría.  ')),
    );
    const ai = new OpenAiProvider({ baseUrl: `${server.baseUrl}/v1/`, apiKey: 'sk-prueba', model: 'modelo-local' });

    const text = await ai.improveProfile('soy contador con 5 anos de experiencia en auditoria');

    expect(text).toBe('Soy contador con cinco años de experiencia en auditoría.');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-prueba');
    expect(request.headers['content-type']).toContain('application/json');
    const body = request.body as ChatBody;
    expect(body.model).toBe('modelo-local');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0].content).toContain('más profesional y formal en español');
    expect(body.messages[0].content).toContain('Responde solo con el texto');
    expect(body.messages[1].content).toBe('soy contador con 5 anos de experiencia en auditoria');
  });

  it('defaults to gpt-4o-mini and sends no Authorization header without a key', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, chatReply('Texto.')));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl });
    await ai.improveProfile('borrador');
    expect((server.requests[0].body as ChatBody).model).toBe('gpt-4o-mini');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends only the job fields that are present for the long description', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, chatReply('```\nDescripción larga.\n```')));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    const text = await ai.writeJobDescription({
      titulo: 'Cajero',
      descripcion: 'Atención en caja',
      ciudad: 'Sucre',
      requerimientos: ['Bachiller'],
    });
    expect(text).toBe('Descripción larga.');
    const body = server.requests[0].body as ChatBody;
    expect(body.messages[0].content).toMatch(/no inventes/);
    const user = body.messages[1].content;
    expect(user).toContain('Título: Cajero');
    expect(user).toContain('Ciudad: Sucre');
    expect(user).toContain('Descripción corta: Atención en caja');
    expect(user).toContain('- Bachiller');
    expect(user).not.toContain('Salario');
    expect(user).not.toContain('Empresa');
  });

  it('does not call the server for an empty draft or an empty short description', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, chatReply('x')));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    expect(await ai.improveProfile('   ')).toBe('');
    expect(await ai.writeJobDescription({ titulo: 'Cajero', descripcion: ' ' })).toBe('');
    expect(server.requests).toHaveLength(0);
  });

  it('returns an empty text when the reply has no content', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { choices: [] }));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    expect(await ai.improveProfile('borrador')).toBe('');
  });

  it('throws AiUnavailableError on HTTP 500, without the key in the message', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 500, { error: { message: 'fallo interno' } }));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'sk-secreta' });
    const error = await ai.improveProfile('borrador').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).status).toBe(500);
    expect((error as AiUnavailableError).provider).toBe('openai');
    expect(String((error as Error).message)).not.toContain('sk-secreta');
  });

  it('throws AiUnavailableError when the server is unreachable', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, chatReply('x')));
    const baseUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const ai = new OpenAiProvider({ baseUrl, apiKey: 'k' });
    await expect(ai.improveProfile('borrador')).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('throws AiUnavailableError when the server does not answer in time', async () => {
    server = await startTestServer(() => {
      // Never answers.
    });
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', timeoutMs: 200 });
    const error = await ai.improveProfile('borrador').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as Error).message).toMatch(/timed out/);
  });

  it('throws AiUnavailableError on a reply that is not JSON', async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy</html>');
    });
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    await expect(ai.improveProfile('borrador')).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('summarizes a CV fit from the given data', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, chatReply('Buen candidato.')));
    const ai = new OpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    const text = await ai.summarizeCvFit({ jobTitle: 'Contador', resumen: 'Cumple 3 de 4', match: ['SAP'], gap: ['Inglés'] });
    expect(text).toBe('Buen candidato.');
    const user = (server.requests[0].body as ChatBody).messages[1].content;
    expect(user).toContain('Empleo: Contador');
    expect(user).toContain('Coincidencias: SAP');
    expect(user).toContain('Faltantes: Inglés');
  });
});
