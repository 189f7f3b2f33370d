/** Removes any service worker a previous version of the site registered (docs/product/routes.md#states-and-redirects). */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return registrations.length;
  } catch {
    return 0;
  }
}
