/**
 * Which seat an entry speaks for, by ruleset: each game's own view (a player's purchase speaks for
 * that player; the census or the A.S.T. for the whole table). The host accepts a guest's entry only
 * when it speaks for the guest's seat; entries for the whole table come from the host's phone.
 */
import { seatOfEntry as advcivSeat } from '../engine/rulesets/advciv/views/seats';
import type { AdvCivEntry } from '../engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../engine/rulesets/advciv/setup';
import { seatOfEntry as eeSeat } from '../engine/rulesets/eastern-empires/views/seats';
import type { EeEntry } from '../engine/rulesets/eastern-empires/entries';
import type { EeSetup } from '../engine/rulesets/eastern-empires/setup';
import { seatOfEntry as smcSeat } from '../engine/rulesets/smc/views/seats';
import type { SmcEntry } from '../engine/rulesets/smc/entries/types';
import type { SmcSetup } from '../engine/rulesets/smc/setup';
import type { RulesetId } from '../engine/types';

/** The seat an entry (already parsed by its ruleset's module) speaks for, or 'table'. */
export type SpeakerOf<Setup, Entry> = (setup: Setup, entry: Entry) => number | 'table';

const SPEAKERS: Readonly<Record<RulesetId, SpeakerOf<never, never>>> = {
  advciv: advcivSeat as SpeakerOf<AdvCivSetup, AdvCivEntry>,
  'eastern-empires': eeSeat as SpeakerOf<EeSetup, EeEntry>,
  smc: smcSeat as SpeakerOf<SmcSetup, SmcEntry>,
};

/** The speaker view of a ruleset; an unknown ruleset's entries are all the table's. */
export function speakerOf<Setup, Entry>(ruleset: string): SpeakerOf<Setup, Entry> {
  return (SPEAKERS[ruleset as RulesetId] as SpeakerOf<Setup, Entry> | undefined) ?? (() => 'table');
}
