import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SCHEMA_VERSION } from '../../../../src/engine/types';
import { PHASE_OF } from '../../../../src/engine/rulesets/advciv/entries';
import { CARDS } from '../../../../src/engine/rulesets/advciv/cards';
import { COMMODITIES } from '../../../../src/engine/rulesets/advciv/commodities';
import { NATIONS } from '../../../../src/engine/rulesets/advciv/nations';
import { VARIANT_IDS } from '../../../../src/engine/rulesets/advciv/variants';

interface Schema {
  properties: { schemaVersion: { const: number } };
  $defs: {
    nation: { enum: string[] };
    card: { enum: string[] };
    commodity: { enum: string[] };
    advcivEntry: { oneOf: { properties: { kind: { const: string } } & Record<string, unknown>; required: string[]; oneOf?: { required: string[] }[] }[] };
    advcivSetup: { properties: { variants: { items: { enum: string[] } } } };
  };
}
const schema = JSON.parse(readFileSync(new URL('../../../../src/engine/record.schema.json', import.meta.url), 'utf8')) as Schema;

describe('record.schema.json documents the record format the engine reads', () => {
  test('same schemaVersion as the code', () => {
    expect(schema.properties.schemaVersion.const).toBe(SCHEMA_VERSION);
  });
  test('same vocabularies as the code', () => {
    expect(schema.$defs.nation.enum).toEqual([...NATIONS]);
    expect(schema.$defs.card.enum).toEqual([...CARDS]);
    expect(schema.$defs.commodity.enum).toEqual([...COMMODITIES]);
    expect(schema.$defs.advcivSetup.properties.variants.items.enum).toEqual([...VARIANT_IDS]);
  });
  test('one schema branch for every entry kind', () => {
    expect(schema.$defs.advcivEntry.oneOf.map((e) => e.properties.kind.const).sort()).toEqual(Object.keys(PHASE_OF).sort());
  });
  test('advciv 31.71: the hand entry is its cards, sealed with its count, or unknown (not entered), one of them only', () => {
    const hand = schema.$defs.advcivEntry.oneOf.find((e) => e.properties.kind.const === 'hand');
    expect(Object.keys(hand?.properties ?? {}).sort()).toEqual(['cards', 'count', 'kind', 'nation', 'sealed', 'unknown']);
    expect(hand?.required).toEqual(['kind', 'nation']);
    expect(hand?.oneOf?.map((b) => b.required)).toEqual([['cards'], ['sealed', 'count'], ['unknown']]);
  });
  test('advciv 15.62: the leave entry is either its cards (or none) or sealed with its count, never both', () => {
    const leave = schema.$defs.advcivEntry.oneOf.find((e) => e.properties.kind.const === 'leave');
    expect(Object.keys(leave?.properties ?? {}).sort()).toEqual(['count', 'hand', 'kind', 'nation', 'sealed']);
    expect(leave?.required).toEqual(['kind', 'nation']);
    expect(leave?.oneOf?.map((b) => b.required)).toEqual([undefined, ['sealed', 'count']]);
  });
});
