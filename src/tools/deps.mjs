// Installs the exact dependencies (npm ci) when node_modules is missing or was installed from
// another package-lock.json; otherwise does nothing. Lets `npm start` and `npm test` work on a
// fresh clone without a separate install step, and stay quick afterwards.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stamp = `${root}node_modules/.tresham-lock`;
const lock = createHash('sha256')
  .update(readFileSync(`${root}package-lock.json`))
  .digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, lock);
}
