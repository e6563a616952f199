/**
 * Monotheism conversions at the end of the calamity phase (advciv 32.941-32.942, 32.952): for each
 * player holding Monotheism, whose area he converts and whether it holds a city or some tokens.
 * The inputs only build the entry's `conversions`; the engine (calamity-conversion.ts, convert) decides what is
 * legal: one area per holder, a city or tokens, units in stock, Monotheism and Theology holders immune.
 */
import type { Conversion } from '../../../../engine/rulesets/advciv/entries/calamity-entry';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import type { FieldRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';

export interface ConversionInput {
  readonly from: NationId | '';
  readonly cities: number | null;
  readonly tokens: number | null;
}

export type ConversionInputs = Readonly<Partial<Record<NationId, ConversionInput>>>;

const NONE: ConversionInput = { from: '', cities: null, tokens: null };

/** The conversions entered: one per holder who named an area; blanks count as 0 for the engine to judge. */
export function conversionsOf(holders: readonly NationId[], inputs: ConversionInputs): readonly Conversion[] {
  return holders.flatMap((by) => {
    const c = inputs[by];
    return c === undefined || c.from === '' ? [] : [{ by, from: c.from, cities: c.cities ?? 0, tokens: c.tokens ?? 0 }];
  });
}

export function ConversionFields({
  holders,
  others,
  inputs,
  set,
  ranges,
}: {
  readonly holders: readonly NationId[];
  /** Every active player, as possible targets (the engine refuses the immune ones). */
  readonly others: readonly NationId[];
  readonly inputs: ConversionInputs;
  readonly set: (next: ConversionInputs) => void;
  /** The engine's ranges of a conversion from one player (views/ranges.ts conversionRanges). */
  readonly ranges: (from: NationId) => { readonly cities: FieldRange; readonly tokens: FieldRange };
}) {
  if (holders.length === 0) return null;
  return (
    <section data-testid="conversions">
      <h3>{t('cal.conversions')}</h3>
      {holders.map((by) => {
        const c = inputs[by] ?? NONE;
        const put = (patch: Partial<ConversionInput>) => set({ ...inputs, [by]: { ...c, ...patch } });
        return (
          <fieldset key={by} data-nation={by}>
            <SelectField<NationId | ''>
              id={`convert-${by}-from`}
              label={t('cal.convertFrom', { nation: nationName(by) })}
              value={c.from}
              none={t('cal.convertNone')}
              options={others.filter((n) => n !== by).map((n) => ({ value: n, label: nationName(n) }))}
              onChange={(v) => put({ from: v })}
              wide
            />
            {c.from !== '' && (
              <>
                <NumberField
                  id={`convert-${by}-cities`}
                  label={t('cal.convertCities')}
                  {...ranges(c.from).cities}
                  value={c.cities}
                  onChange={(v) => put({ cities: v })}
                />
                <NumberField
                  id={`convert-${by}-tokens`}
                  label={t('cal.convertTokens')}
                  {...ranges(c.from).tokens}
                  value={c.tokens}
                  onChange={(v) => put({ tokens: v })}
                />
              </>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
