/** One line per smc log entry, in the player's language (player names from the setup, numbers as entered). */
import type { PurchaseItem, SmcEntry } from '../../../engine/rulesets/smc/entries/types';
import { criticalResource } from '../../../engine/rulesets/smc/calc/production';
import type { EntryContext } from '../../../engine/rulesets/smc/views/turn';
import type { SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';
import { phaseLabel, playerName, resourceName, technologyName, unitName, wonderName } from './names';

/** The kind of an entry as a short label (the gold ledger's lines). */
export const entryLabel = (kind: SmcEntry['kind']): string => t(`smcui.kind.${kind}`);

function itemText(i: PurchaseItem): string {
  switch (i.item) {
    case 'army':
      return `${i.count} ${unitName(i.kind)}`;
    case 'fleet':
    case 'aircraft':
      return `${i.count} ${unitName(i.item)}`;
    case 'settler':
      return t('smcui.settlersLine', { n: i.count });
    case 'village':
      return t('smcui.log.village', { region: i.site.region });
    case 'upgrade':
      return t('smcui.log.upgrade', { region: i.region });
    case 'technology':
      return i.card === null ? t('smcui.log.technology', { n: 1 }) : i.card.name;
    case 'improvement':
      return i.name;
    case 'colony-ship':
      return t('smcui.log.colonyShip');
    case 'sell':
      return t('smcui.log.sell', { n: i.count, unit: unitName(i.kind) });
  }
}

export function describeEntry(g: SmcGame, e: SmcEntry, at: EntryContext): string {
  const name = (id: string) => playerName(g, id);
  switch (e.kind) {
    case 'advance-phase':
      return at.phase === 'purchase' ? t('smcui.endTurn', { turn: at.turn }) : t('smcui.log.phaseDone', { phase: phaseLabel(at.phase) });
    case 'critical-roll': {
      const r = criticalResource(at.era, e.dice[0] + e.dice[1]);
      return t('smcui.log.critical', { a: e.dice[0], b: e.dice[1], resource: r === null ? '–' : resourceName(r) });
    }
    case 'produce':
      return t('smcui.log.produce', { player: name(e.player) });
    case 'lend':
      return t('smcui.lend.line', { from: name(e.from), to: name(e.to), region: e.region });
    case 'give': {
      const what = [
        ...(e.gold > 0 ? [t('smc.gold', { gold: e.gold })] : []),
        ...e.technologies.map((id) =>
          technologyName(g.state.players.flatMap((p) => p.technologies).find((x) => x.id === id) ?? { id, era: at.era, card: null }),
        ),
        ...e.wonders.map(wonderName),
        ...e.settlements,
        ...(e.settlers > 0 ? [t('smcui.settlersLine', { n: e.settlers })] : []),
        ...e.units.map((u) => `${u.count} ${unitName(u.kind)}`),
      ];
      return t('smcui.log.give', { from: name(e.from), to: name(e.to), what });
    }
    case 'purchase': {
      // Standard technologies are generic cards: counted, not listed one by one.
      const generic = e.items.filter((i) => i.item === 'technology' && i.card === null).length;
      const named = e.items.filter((i) => !(i.item === 'technology' && i.card === null)).map(itemText);
      return t('smcui.log.purchase', { player: name(e.player), items: generic > 0 ? [...named, t('smcui.log.technology', { n: generic })] : named });
    }
    case 'purchase-done':
      return t('smcui.log.purchaseDone', { player: name(e.player) });
    case 'claim-wonder':
      return t('smcui.log.claim', { player: name(e.player), wonder: wonderName(e.milestone) });
    case 'explore':
      return t('smcui.log.explore', { player: name(e.player), event: t(`smcui.explore.${e.event.type}`) });
    case 'battle-round':
      return t('smcui.log.battle', { attacker: name(e.attacker.player), a: e.attacker.roll, defender: name(e.defender.player), d: e.defender.roll });
    case 'lose':
      return t('smcui.log.lose', { player: name(e.player) });
    case 'capture':
      return t('smcui.log.capture', { to: name(e.to), region: e.region, from: name(e.from) });
    case 'declare-victory':
      return t('smcui.log.declare', { player: name(e.player), victory: t(`smcui.victory.${e.victory}`) });
  }
}
