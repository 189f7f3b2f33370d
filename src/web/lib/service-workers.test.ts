import { describe, expect, it } from 'vitest';
import { unregisterServiceWorkers } from './service-workers';

describe('service workers', () => {
  it('unregisters every registration on load', async () => {
    const unregistered: string[] = [];
    const registration = (scope: string) =>
      ({
        unregister: async () => unregistered.push(scope) > 0,
      }) as unknown as ServiceWorkerRegistration;
    const count = await unregisterServiceWorkers({
      getRegistrations: async () => [registration('/'), registration('/app/')],
    });
    expect(count).toBe(2);
    expect(unregistered).toEqual(['/', '/app/']);
  });

  it('does nothing where service workers are not available', async () => {
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});
