const bearerPrefix = 'bearer ';

/** The token of an `Authorization: Bearer …` header, if the request carries one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, bearerPrefix.length).toLowerCase() !== bearerPrefix) {
    return undefined;
  }
  const token = header.slice(bearerPrefix.length).trim();
  return token || undefined;
}
