// Builds what `npm start` runs, each part only when its sources changed since it was last built:
// the web app (Vite) into dist/web, and the server (esbuild: one ES module, the packages left in
// node_modules) into dist/server. `npm run build` runs it; `npm start` runs it before starting.
//
// Plain JavaScript on purpose: it runs before anything is built, on Node.js alone.
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What both parts are made of besides their own folders. */
const shared = ['src/domain', 'src/locales', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** The parts of the build: the files and folders each is made from, and how it is made. */
export const parts = {
  web: { inputs: ['src/web', 'vite.config.ts', ...shared], output: 'dist/web', build: buildWeb },
  server: { inputs: ['src/server', ...shared], output: 'dist/server', build: buildServer },
};

/** Tests and their data do not go into the build, so changing them rebuilds nothing. */
const notBuilt = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === 'test-support';

/** Every file below the inputs, relative to `base`, sorted. */
function filesOf(base, inputs) {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(base, relative);
    if (!existsSync(absolute)) return;
    if (!statSync(absolute).isDirectory()) return void files.push(relative);
    for (const entry of readdirSync(absolute)) {
      if (!notBuilt(entry)) walk(path.join(relative, entry));
    }
  };
  inputs.forEach(walk);
  return files.sort();
}

/** A hash of the inputs' file names and contents: it changes exactly when a source changes. */
export function sourcesFingerprint(base, inputs) {
  const hash = createHash('sha256');
  for (const file of filesOf(base, inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where a built part notes the fingerprint of the sources it was built from. */
const stampFile = (output) => path.join(root, output, '.sources');

/** Writes a file whole or not at all, so two builds at once never leave half of one. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

async function buildWeb() {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  await mkdir(path.join(root, 'dist/server'), { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
}

/**
 * Builds the named parts whose sources changed since their last build; answers the parts it built.
 */
export async function buildChanged(names = Object.keys(parts)) {
  const built = [];
  for (const name of names) {
    const part = parts[name];
    const fingerprint = sourcesFingerprint(root, part.inputs);
    const stamp = stampFile(part.output);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) continue;
    console.log(`Building the ${name === 'web' ? 'web app' : 'server'}…`);
    await part.build();
    writeAtomically(stamp, fingerprint);
    built.push(name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildChanged();
