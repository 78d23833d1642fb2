import type sharpModule from 'sharp';

export type SharpFactory = typeof sharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) loaded on the first picture to process, not at start: loading it costs about 28 MB of
 * memory, which a server that is never sent a picture (or not yet) need not hold.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new picture: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
