import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headshotLimits } from '../../../domain/profile';
import { headshots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/app';
import { signUpWithRecord, type EventUser } from '../../test-support/career-events';
import { meQuery } from '../../test-support/identity';

/** An 800 × 600 JPEG stored sideways (EXIF orientation 6: upright it is 600 × 800) with GPS. */
async function sidewaysJpegWithGps() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Camera', Model: 'Secret model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const picture = (format: 'png' | 'webp') => {
  const image = sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3366' } });
  return (format === 'png' ? image.png() : image.webp()).toBuffer();
};

/** A PNG whose header claims 20 000 × 20 000 pixels (400 MP): refused before it is decoded. */
function pixelBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the headshot', () => {
  let app: TestApp;
  let ada: EventUser;
  let eve: EventUser;

  const upload = (
    user: EventUser | null,
    body: Buffer,
    crop: { left: number; top: number; size: number },
    type = 'image/jpeg',
  ) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/headshot?left=${crop.left}&top=${crop.top}&size=${crop.size}`,
      headers: {
        'content-type': type,
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      },
      payload: body,
    });

  const headshotOf = async (user: EventUser) =>
    ((await user.call(meQuery)).data as { me: { headshotURL: string | null } }).me.headshotURL;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signUpWithRecord(app, 'ada@example.com');
    eve = await signUpWithRecord(app, 'eve@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('turns a JPEG upright, crops the square, resizes it and keeps no EXIF or GPS', async () => {
    const original = await sidewaysJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    // Within the upright 600 × 800 picture only: the stored one is 800 × 600.
    const response = await upload(ada, original, { left: 0, top: 200, size: 600 });
    expect(response.statusCode, response.body).toBe(200);
    const { headshotURL } = response.json() as { headshotURL: string };
    expect(headshotURL).toMatch(/^\/api\/headshots\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(await headshotOf(ada)).toBe(headshotURL);

    const served = await app.app.inject({ method: 'GET', url: headshotURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret model'))).toBe(false);
  });

  it('serves it with long caching and an ETag, and answers 304 to a revalidation', async () => {
    const url = await headshotOf(ada);
    const served = await app.app.inject({ method: 'GET', url: url! });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await app.app.inject({
      method: 'GET',
      url: url!,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Another hash for the same user is no address at all.
    const guessed = url!.replace(/\/[^/]+\.webp$/, '/AAAAAAAAAAAAAAAAAAAAAA.webp');
    expect((await app.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
  });

  it.each(['png', 'webp'] as const)('accepts a %s picture', async (format) => {
    const response = await upload(
      eve,
      await picture(format),
      { left: 50, top: 0, size: 200 },
      `image/${format}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const served = await app.app.inject({
      method: 'GET',
      url: (response.json() as { headshotURL: string }).headshotURL,
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, format: 'webp' });
  });

  it('refuses a picture over 10 MB with a clear error', async () => {
    const response = await upload(ada, Buffer.alloc(11 * 1024 * 1024, 1), {
      left: 0,
      top: 0,
      size: 10,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'HEADSHOT_TOO_LARGE',
      maximum: headshotLimits.maxBytes,
      message: 'The picture must be at most 10 MB',
    });
  });

  it('refuses what is not a picture', async () => {
    const text = await upload(ada, Buffer.from('not a picture at all'), {
      left: 0,
      top: 0,
      size: 10,
    });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ code: 'HEADSHOT_NOT_AN_IMAGE' });

    const wrongType = await upload(
      ada,
      await picture('png'),
      { left: 0, top: 0, size: 10 },
      'text/plain',
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'HEADSHOT_NOT_AN_IMAGE' });

    const svg = await upload(
      ada,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      { left: 0, top: 0, size: 10 },
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(422);
    expect(svg.json()).toMatchObject({ code: 'HEADSHOT_FORMAT_UNSUPPORTED' });
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const response = await upload(ada, pixelBomb(), { left: 0, top: 0, size: 100 }, 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'HEADSHOT_TOO_MANY_PIXELS',
      maximum: headshotLimits.maxPixels,
    });
  });

  it('refuses a square outside the picture, and an upload without a sign-in', async () => {
    const outside = await upload(
      eve,
      await picture('png'),
      { left: 200, top: 0, size: 200 },
      'image/png',
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({
      code: 'HEADSHOT_CROP_OUTSIDE',
      width: 300,
      height: 200,
    });

    const anonymous = await upload(
      null,
      await picture('png'),
      { left: 0, top: 0, size: 10 },
      'image/png',
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("removes only the owner's own: another user's removal leaves it", async () => {
    const adaURL = await headshotOf(ada);
    expect(adaURL).not.toBeNull();
    const eveRemoves = await app.app.inject({
      method: 'DELETE',
      url: '/api/headshot',
      headers: { authorization: `Bearer ${eve.token}` },
    });
    expect(eveRemoves.statusCode).toBe(204);
    expect(await headshotOf(eve)).toBeNull();
    expect(await headshotOf(ada)).toBe(adaURL);
    expect((await app.app.inject({ method: 'GET', url: adaURL! })).statusCode).toBe(200);

    const nobody = await app.app.inject({ method: 'DELETE', url: '/api/headshot' });
    expect(nobody.statusCode).toBe(401);

    const adaRemoves = await app.app.inject({
      method: 'DELETE',
      url: '/api/headshot',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(adaRemoves.statusCode).toBe(204);
    expect(await headshotOf(ada)).toBeNull();
    expect((await app.app.inject({ method: 'GET', url: adaURL! })).statusCode).toBe(404);
    expect(
      await app.database.db
        .select()
        .from(headshots)
        .where(eq(headshots.hash, adaURL!.split('/').pop()!.slice(0, -5))),
    ).toEqual([]);
  });
});
