import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { headshotLimits, type HeadshotCrop } from '../../../domain/profile';
import type { Database } from '../../db/database';
import { headshots } from '../../db/schema';
import { updateUserRecord } from '../user/user.service';

/** Why an upload is not a headshot; the web words each `code` itself. */
export class HeadshotRefusedError extends Error {
  constructor(
    readonly code:
      | 'HEADSHOT_NOT_AN_IMAGE'
      | 'HEADSHOT_FORMAT_UNSUPPORTED'
      | 'HEADSHOT_TOO_MANY_PIXELS'
      | 'HEADSHOT_CROP_OUTSIDE',
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HeadshotRefusedError';
  }
}

/** The formats a headshot is decoded from: sharp's names, HEIF only as AVIF (no HEVC decoder). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** Where a stored headshot is served: versioned by its hash, so it is cached for good. */
export const headshotPath = (userId: string, hash: string) =>
  `/api/headshots/${userId}/${hash}.webp`;

const decoderOptions = { limitInputPixels: headshotLimits.maxPixels, failOn: 'error' } as const;

/**
 * The picture checked and re-encoded: turned upright by its EXIF orientation, the square `crop`
 * cut out (in the upright picture's pixels), resized to `headshotLimits.side`, written as WebP
 * without any metadata (no EXIF, no GPS, no colour profile beyond sRGB).
 */
export async function headshotImage(bytes: Buffer, crop: HeadshotCrop): Promise<Buffer> {
  let metadata: Metadata;
  try {
    // The header only: the size is checked below, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HeadshotRefusedError('HEADSHOT_NOT_AN_IMAGE', 'The file is not a picture');
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!acceptedFormats.has(metadata.format) && !isAvif) {
    throw new HeadshotRefusedError(
      'HEADSHOT_FORMAT_UNSUPPORTED',
      `A ${metadata.format} picture cannot be used: send a JPEG, PNG, WebP or AVIF`,
      { format: metadata.format },
    );
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > headshotLimits.maxPixels) {
    throw new HeadshotRefusedError(
      'HEADSHOT_TOO_MANY_PIXELS',
      `The picture has more than ${headshotLimits.maxPixels} pixels`,
      { maximum: headshotLimits.maxPixels },
    );
  }
  if (crop.left + crop.size > width || crop.top + crop.size > height) {
    throw new HeadshotRefusedError(
      'HEADSHOT_CROP_OUTSIDE',
      `The square must lie within the ${width}×${height} picture`,
      { width, height },
    );
  }
  try {
    return await sharp(bytes, decoderOptions)
      .autoOrient()
      .extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size })
      .resize(headshotLimits.side, headshotLimits.side)
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new HeadshotRefusedError('HEADSHOT_NOT_AN_IMAGE', 'The picture could not be read');
  }
}

/** Stores the user's new headshot and points the user record at it; returns its address. */
export async function saveHeadshot(
  db: Database,
  userId: string,
  bytes: Buffer,
  crop: HeadshotCrop,
): Promise<string> {
  const image = await headshotImage(bytes, crop);
  const hash = createHash('sha256').update(image).digest('base64url').slice(0, 22);
  const values = { image, contentType: 'image/webp', hash };
  await db
    .insert(headshots)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: headshots.userId, set: values });
  const url = headshotPath(userId, hash);
  await updateUserRecord(db, userId, { headshotUrl: url });
  return url;
}

/** Removes the user's own headshot (the shell shows the initials again). */
export async function removeHeadshot(db: Database, userId: string): Promise<void> {
  await db.delete(headshots).where(eq(headshots.userId, userId));
  await updateUserRecord(db, userId, { headshotUrl: null });
}

/** A stored headshot by its address's parts; null unless both the user and the hash match. */
export async function findHeadshot(db: Database, userId: string, hash: string) {
  const [row] = await db
    .select({ image: headshots.image, contentType: headshots.contentType, hash: headshots.hash })
    .from(headshots)
    .where(eq(headshots.userId, userId));
  return row && row.hash === hash ? row : null;
}
