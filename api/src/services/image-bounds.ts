/**
 * Pixel bounds of the images the portal decodes (uploaded logos, sources of GET /api/images), and the check an
 * uploaded image passes: a header within the bounds, then a full decode, so magic bytes alone never make an image.
 */
import sharp from 'sharp';
import { ApiError } from '../errors/api-error';
import type { DetectedType } from './file-types';

/** Decoded pixels of one image: about 8000 x 5000 (a decode holds a few bytes per pixel in memory). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side in pixels (a 1 x 40,000,000 strip is within the pixel bound but useless and costly to scale). */
export const MAX_IMAGE_SIDE = 12_000;

export function exceedsImageBounds(width: number, height: number): boolean {
  return width * height > MAX_IMAGE_PIXELS || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE;
}

/** sharp's name of the format of each uploadable type. */
const SHARP_FORMAT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Refuses an uploaded image that is larger than the bounds (IMAGE_TOO_LARGE, 413) or that does not decode as the
 * type its magic bytes announce (FILE_TYPE_NOT_ALLOWED, 415).
 */
export async function checkUploadedImage(data: Buffer, type: DetectedType): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  let format: string;
  try {
    // The header only: sizes are read before anything is decoded (no pixel limit needed here).
    ({ width, height, format } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  }
  if (format !== SHARP_FORMAT[type.mime] || !width || !height) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  if (exceedsImageBounds(width, height)) throw new ApiError('IMAGE_TOO_LARGE');
  try {
    // Decodes every pixel (sharp fails on truncated or corrupt data) into a tiny thumbnail that is thrown away.
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(16, 16, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  }
}
