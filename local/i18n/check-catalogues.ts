// `npm run i18n:check`: the catalogues hold exactly the messages the code uses (issue #36). It runs
// Lingui's extractor, which rewrites src/locales from the code (keeping a removed message's
// translations, marked obsolete, rather than losing them); a catalogue it changed was stale: a
// message added, changed or removed in the code without `npm run i18n:extract`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../stack/config.ts';

const LOCALES_DIR = join(REPO_ROOT, 'src/locales');

function fingerprints(): Map<string, string> {
  const files = readdirSync(LOCALES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.po'),
  );
  return new Map(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(LOCALES_DIR, file)))
        .digest('hex'),
    ]),
  );
}

const before = fingerprints();
execFileSync('npx', ['lingui', 'extract'], { cwd: REPO_ROOT, stdio: 'ignore' });
const after = fingerprints();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `The catalogues did not match the code. \`lingui extract\` has now updated them: ${changed.join(', ')}.\n` +
      'Translate what it added (tests/unit/catalogues.test.ts names what is missing) and commit the catalogues.',
  );
  process.exit(1);
}
console.log(`The ${after.size} catalogues hold exactly the messages the code uses.`);
