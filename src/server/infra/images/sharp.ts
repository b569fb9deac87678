/**
 * sharp, loaded on the first image: it costs about 17 MB of memory that a server which receives
 * no upload never needs. Its decoded-image cache is off: uploads are read once.
 */
import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
