import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from './build.mjs';

describe('the build fingerprint', () => {
  let base: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  const fingerprint = () => sourcesFingerprint(base, ['src/server', 'package.json']);

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'myresume-build-'));
    write('package.json', '{}');
    write('src/server/main.ts', 'export {};');
    write('src/server/auth/routes.ts', 'export const a = 1;');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('changes when a source file changes, is added or is renamed', () => {
    const first = fingerprint();
    expect(fingerprint()).toBe(first);
    write('src/server/auth/routes.ts', 'export const a = 2;');
    const edited = fingerprint();
    expect(edited).not.toBe(first);
    write('src/server/auth/more.ts', '');
    const added = fingerprint();
    expect(added).not.toBe(edited);
    rmSync(path.join(base, 'src/server/auth/more.ts'));
    write('src/server/auth/other.ts', '');
    expect(fingerprint()).not.toBe(added);
    write('package.json', '{"name":"x"}');
    expect(fingerprint()).not.toBe(added);
  });

  it('ignores tests and their support files, which are not built', () => {
    const first = fingerprint();
    write('src/server/auth/routes.test.ts', 'it()');
    write('src/server/test-support/app.ts', 'export {};');
    write('src/domain/test-support/x.json', '{}');
    write('elsewhere/file.ts', '');
    expect(fingerprint()).toBe(first);
  });
});
