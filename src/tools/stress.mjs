// Shakes the browser suite (issue 25): builds the app once, then runs the browser tests N times in a
// row with the machine loaded, a busy-loop process on every core for the whole run, and prints each
// run's duration, each failing test (file and name) and a summary. Exits 1 when any run failed.
// A test that waits for a fixed time or for an earlier, weaker sign than the one it relies on fails
// here first. Not part of `npm test`.
//
// Usage: npm run test:stress [-- --runs N] [--hogs N] [--max-minutes N] [vitest file filters...]
//   --runs N         runs of the browser suite (default 3)
//   --hogs N         busy-loop processes (default: one per core; 0 runs without load)
//   --max-minutes N  a hog stops by itself after this long even if this script dies (default 30 per run: a loaded run here takes about 16 min)
// Prefix with `nice` on a shared machine: the hogs inherit the niceness, so they still compete with
// the tests on equal terms. TRESHAM_DIST=<folder> builds and serves there instead of dist/.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The command line: options with a number, and the rest handed to vitest as file filters. */
function parseArgs(argv) {
  const options = { runs: 3, hogs: availableParallelism(), maxMinutes: undefined, filters: [] };
  const names = { '--runs': 'runs', '--hogs': 'hogs', '--max-minutes': 'maxMinutes' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.split('=', 2);
    const name = names[flag ?? ''];
    if (name === undefined) {
      if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
      options.filters.push(arg);
      continue;
    }
    const raw = inline ?? argv[++i];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < (name === 'hogs' ? 0 : 1)) throw new Error(`${flag} wants a whole number, not ${raw}`);
    options[name] = n;
  }
  options.maxMinutes ??= 30 * options.runs;
  return options;
}

/**
 * One busy loop on one core. It ends by itself at its deadline, or as soon as this script is gone
 * (its parent changes), so a killed script leaves no load behind.
 */
function startHog(deadline) {
  const code = `const end = ${deadline}; const parent = process.ppid; let n = 0;
while (Date.now() < end) { if (++n % 1e6 === 0 && process.ppid !== parent) break; }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

/** The failing tests of one run, from vitest's JSON report: "file > test name" and the first line of the reason. */
function failuresIn(reportPath) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return [{ test: '(no report: vitest stopped before writing it)', reason: '' }];
  }
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) out.push({ test: `${name} > ${t.fullName ?? t.title}`, reason: String(t.failureMessages?.[0] ?? '').split('\n')[0] ?? '' });
    // A file can fail outside its tests (a hook, an import): its message says why.
    if (failed.length === 0 && file.status === 'failed')
      out.push({ test: `${name} (the file itself)`, reason: String(file.message ?? '').split('\n')[0] ?? '' });
  }
  return out;
}

function runSuite(filters, reportPath) {
  const vitest = join(root, 'node_modules/vitest/vitest.mjs');
  const args = [vitest, 'run', '--project', 'browser', '--reporter=dot', '--reporter=json', `--outputFile.json=${reportPath}`, ...filters];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // The build the tests serve: dist/, or TRESHAM_DIST (tests/e2e/harness.ts), so that a stress run
  // leaves alone a dist/ other test runs on this checkout are using.
  const outDir = process.env.TRESHAM_DIST ? ['--outDir', process.env.TRESHAM_DIST, '--emptyOutDir'] : [];
  console.log(`[stress] building the app once (vite build${outDir.length > 0 ? ` into ${process.env.TRESHAM_DIST}` : ''})...`);
  const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error('[stress] the build failed');
    process.exit(1);
  }

  const deadline = Date.now() + options.maxMinutes * 60_000;
  const hogs = Array.from({ length: options.hogs }, () => startHog(deadline));
  const stopHogs = () => {
    for (const h of hogs) if (h.exitCode === null && h.signalCode === null) h.kill('SIGKILL');
  };
  process.on('exit', stopHogs);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopHogs();
      process.exit(130);
    });
  }
  console.log(
    `[stress] ${options.runs} runs of the browser suite, ${options.hogs} busy-loop processes on ${availableParallelism()} cores (each stops by itself within ${options.maxMinutes} min)`,
  );

  const results = [];
  for (let run = 1; run <= options.runs; run++) {
    const reportPath = join(tmpdir(), `tresham-stress-${process.pid}-${run}.json`);
    console.log(`\n[stress] run ${run} of ${options.runs}`);
    const started = Date.now();
    const code = await runSuite(options.filters, reportPath);
    const ms = Date.now() - started;
    const failures = failuresIn(reportPath);
    rmSync(reportPath, { force: true });
    // A non-zero exit with no failing test named is a failure too (a crash, a timeout of the whole run).
    if (code !== 0 && failures.length === 0) failures.push({ test: `(vitest exited with ${code})`, reason: '' });
    results.push({ run, ms, failures });
    console.log(`[stress] run ${run}: ${seconds(ms)}, ${failures.length === 0 ? 'no failure' : `${failures.length} failed`}`);
    for (const f of failures) console.log(`[stress]   FAILED ${f.test}${f.reason ? `\n[stress]          ${f.reason}` : ''}`);
  }
  stopHogs();

  console.log('\n[stress] runs under load:');
  for (const r of results)
    console.log(`[stress]   run ${r.run}: ${seconds(r.ms)}  ${r.failures.length === 0 ? 'passed' : `FAILED (${r.failures.map((f) => f.test).join('; ')})`}`);
  const failed = results.filter((r) => r.failures.length > 0).length;
  console.log(
    `[stress] summary: ${results.length} runs with ${options.hogs} hogs, ${results.length - failed} passed, ${failed} failed; durations ${results.map((r) => seconds(r.ms)).join(', ')}`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(`[stress] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
