import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SMC_VIOLATIONS, SMC_VIOLATION_CODES } from '../../../../src/engine/rulesets/smc/violations';
import { ERAS, MILESTONES, PHASES, SIZE_NAMES } from '../../../../src/engine/rulesets/smc/vocab';
import { da, en } from '../../../../src/ui/messages/catalog';
import { placeholders } from '../../../../src/ui/messages/format';

const EN = en as Record<string, string>;
const DA = da as Record<string, string>;

describe('smc violations: every code has an English and a Danish message using only its parameters', () => {
  test.each(SMC_VIOLATION_CODES.map((c) => [c]))('%s', (code) => {
    const key = `violation.${code}`;
    expect(EN[key]).toBeTruthy();
    expect(DA[key]).toBeTruthy();
    const allowed = [...SMC_VIOLATIONS[code], 'index'];
    for (const name of placeholders(EN[key] ?? '')) expect(allowed).toContain(name);
    // The same placeholders on both sides: a Danish message never drops or invents a value.
    expect(new Set(placeholders(DA[key] ?? ''))).toEqual(new Set(placeholders(EN[key] ?? '')));
  });
  test('no message for a code the engine no longer has', () => {
    const stale = Object.keys(EN).filter(
      (k) => k.startsWith('violation.smc/') && !(SMC_VIOLATION_CODES as readonly string[]).includes(k.slice('violation.'.length)),
    );
    expect(stale).toEqual([]);
  });
  test('every code written in the smc engine is a listed code', () => {
    const dir = join(import.meta.dirname, '..', '..', '..', '..', 'src', 'engine', 'rulesets', 'smc');
    const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
    const used = new Set(walk(dir).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(smc\/[a-z-]+\/[a-z-]+)'/g)].map((m) => m[1] ?? '')));
    expect([...used].filter((c) => !(c in SMC_VIOLATIONS))).toEqual([]);
  });
  test('eras, phases, settlement sizes and milestones are named in both languages', () => {
    const keys = [
      ...ERAS.map((e) => `smc.era.${e}`),
      ...PHASES.map((p) => `smc.phase.${p}`),
      ...SIZE_NAMES.map((s) => `smc.size.${s}`),
      ...MILESTONES.map((m) => `smc.milestone.${m}`),
    ];
    for (const k of keys) {
      expect(EN[k]).toBeTruthy();
      expect(DA[k]).toBeTruthy();
    }
  });
});
