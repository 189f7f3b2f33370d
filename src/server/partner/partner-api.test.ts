import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  partnerCustomer,
  startPartnerApiFixture,
  type PartnerApiFixture,
} from '../test-support/partner-api';
import { partnerApi, PartnerApiError } from './partner-api';

describe('partnerApi', () => {
  let partner: PartnerApiFixture;
  beforeAll(async () => {
    partner = await startPartnerApiFixture();
  });
  afterAll(async () => {
    await partner?.close();
  });
  beforeEach(() => {
    partner.reply = undefined;
    partner.requests.length = 0;
    partner.records = { work: [{ uuid: 'w' }], education: [{ uuid: 'e' }] };
  });

  const api = (options: { accessToken?: string; maxBytes?: number } = {}) =>
    partnerApi({
      baseUrl: `${partner.url}/`,
      accessToken: partnerCustomer.accessToken,
      ...options,
    });

  it("reads the customer's lists from the response's data field", async () => {
    expect(await api().workExperiences(partnerCustomer.id)).toEqual([{ uuid: 'w' }]);
    expect(await api().educationalExperiences(partnerCustomer.id)).toEqual([{ uuid: 'e' }]);
  });

  it('reads the signed-in user', async () => {
    expect(await api().userInfo()).toEqual({
      sub: partnerCustomer.id,
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@partner.example',
    });
    expect(partner.requests).toEqual([
      { path: '/api/oidc/user-info', authorization: `Bearer ${partnerCustomer.accessToken}` },
    ]);
  });

  it('throws Network response error for a non-ok answer, with the status for the log', async () => {
    const failure = await api()
      .workExperiences('someone-else')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerApiError);
    expect(failure).toMatchObject({
      message: 'Network response error',
      details: { path: '/api/work-experiences', status: 404 },
    });
    await expect(api({ accessToken: 'wrong' }).userInfo()).rejects.toThrow(
      'Network response error',
    );
  });

  it('refuses a user without sub', async () => {
    partner.reply = { rawBody: '{"email":"a@b.c"}' };
    await expect(api().userInfo()).rejects.toThrow(/^Partner response sub /);
  });

  it('refuses a body beyond the size cap, declared or streamed', async () => {
    partner.records.work = [{ uuid: 'w'.repeat(200) }];
    await expect(api({ maxBytes: 100 }).workExperiences(partnerCustomer.id)).rejects.toThrow(
      'Partner response larger than 100 bytes',
    );
  });

  it('reports a partner that cannot be reached', async () => {
    const unreachable = partnerApi({ baseUrl: 'http://127.0.0.1:1', accessToken: 'x' });
    await expect(unreachable.userInfo()).rejects.toThrow('Partner request failed');
  });
});
