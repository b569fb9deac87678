/**
 * Dynamic replies (pages with their meta tags, API JSON, sitemap) leave compressed when the
 * client takes it: brotli first, gzip otherwise, by Accept-Encoding. Static files of the build
 * keep their precompressed copies (a reply that already has a Content-Encoding is left alone).
 */
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Text worth compressing. PDFs, images and downloads (octet-stream) are left as they are: they
 * are compressed already or sent as files. Event streams are never buffered by an encoder.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript|^image\/svg\+xml/;

/** Below this many bytes a compressed reply saves less than its cost. */
export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    // Moderate quality: most of brotli's gain for a few percent of the CPU of its best level.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are read as they come; a compressed upload is not something clients send.
    globalDecompression: false,
  });
}
