import { z } from 'zod';
import { languages } from './language';
import { personNameSchema } from './user';
import { because } from './user-text';

/**
 * What `user.updateProfile` takes (decision 103): the names, both required, and the preferred
 * language — null follows the browser. It drives the app and is the language of new documents.
 */
export const updateProfileInputSchema = z.strictObject({
  firstName: personNameSchema.refine((value) => value !== '', because('required', 'is required')),
  lastName: personNameSchema.refine((value) => value !== '', because('required', 'is required')),
  language: z.enum(languages).nullable(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** The headshot's limits (decision 103). */
export const headshotLimits = {
  /** The largest upload, in bytes: refused before the rest is read. */
  maxBytes: 10 * 1024 * 1024,
  /** The most pixels a picture may decode to (an "image bomb" is refused before decoding). */
  maxPixels: 40_000_000,
  /** The stored square's side, in pixels. */
  side: 512,
} as const;

/** The media types a headshot may be uploaded as; HEIC and AVIF only where the server decodes them. */
export const headshotUploadTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

/** The square to keep, in the picture's own pixels once turned upright (EXIF orientation). */
export const headshotCropSchema = z.strictObject({
  left: z.coerce.number().int().min(0),
  top: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(1),
});
export type HeadshotCrop = z.infer<typeof headshotCropSchema>;

/**
 * The largest centred square of a `width` × `height` picture, zoomed in by `zoom` (1 = the whole
 * short side) and moved by `x`, `y` (each from 0, the left/top edge, to 1, the right/bottom).
 */
export function headshotSquare(
  width: number,
  height: number,
  { zoom, x, y }: { zoom: number; x: number; y: number },
): HeadshotCrop {
  const size = Math.max(1, Math.round(Math.min(width, height) / Math.max(1, zoom)));
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: Math.round((width - size) * clamp(x)),
    top: Math.round((height - size) * clamp(y)),
    size,
  };
}
