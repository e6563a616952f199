// Headless replay check: `npm run replay -- <record.json>`. Prints the derived state after the last
// entry as JSON (per player cities, treasury, cards with the turn acquired, price of every card not
// held, A.S.T. position and epoch, victory points) and every violation with its entry index.
// Exit 0 = valid, 1 = violations, 2 = the file cannot be read as a record.
// Node 20 cannot run .ts: replay-cli.ts is loaded through Vite's module runner.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: npm run replay -- <record.json>');
  process.exit(2);
}
let text;
try {
  text = await readFile(file, 'utf8');
} catch (e) {
  console.log(JSON.stringify({ error: 'cannot read file', detail: String(e) }, null, 2));
  process.exit(2);
}
const cli = fileURLToPath(new URL('./replay-cli.ts', import.meta.url));
const { module } = await runnerImport(cli, { configFile: false, logLevel: 'silent' });
const { code, report } = module.runReplay(text);
console.log(JSON.stringify(report, null, 2));
process.exit(code);
