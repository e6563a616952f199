/** A calamity's effect on one victim in words: losses, the advances that changed them, the ways to prevent them. */
import type { CalamityEffect } from '../../../engine/rulesets/eastern-empires';
import { t } from '../../i18n';
import { Why } from '../../components/Why';
import { advanceName } from './names';

type Loss = CalamityEffect['losses'][number];
type Prevention = CalamityEffect['preventions'][number];

function lossText(loss: Loss): string {
  switch (loss.kind) {
    case 'damage':
      return t(`eeui.loss.damage.${loss.from}`, { points: loss.points });
    case 'reduceCities':
    case 'destroyCities':
    case 'annexCities':
    case 'discardCommodities':
    case 'piratesReplaceCoastalCities':
      return t(`eeui.loss.${loss.kind}`, { n: loss.count });
    case 'annexUnitPoints':
    case 'discardFaceValue':
      return t(`eeui.loss.${loss.kind}`, { points: loss.points });
    case 'loseTreasury':
      return t('eeui.loss.loseTreasury', { n: loss.amount });
    case 'astBack':
      return t('eeui.loss.astBack', { n: loss.steps });
    case 'barbarianAttack':
      return t('eeui.loss.barbarianAttack', { n: loss.tokens });
    case 'citySupportCheck':
      return t('eeui.loss.citySupportCheck', { rate: loss.rate });
    case 'destroyVolcanoAreas':
      return t('eeui.loss.destroyVolcanoAreas');
  }
}

function preventionText(p: Prevention): string {
  switch (p.kind) {
    case 'payTreasury':
      return t(`eeui.prevent.payTreasury.${p.per}`, { n: p.amount });
    case 'discardCommodities':
      return t('eeui.prevent.discardCommodities', { n: p.count, advance: advanceName(p.advance) });
    case 'destroyCitiesPerStep':
      return t('eeui.prevent.destroyCitiesPerStep', { n: p.cities, advance: advanceName(p.advance) });
  }
}

export function EffectText({ effect }: { readonly effect: CalamityEffect }) {
  return (
    <div class="effect small" data-testid="effect">
      {effect.canceled ? (
        <p>{t('eeui.effect.canceled')}</p>
      ) : (
        <ul>
          {effect.losses.map((l, i) => (
            <li key={i} data-loss={l.kind}>
              {lossText(l)}
            </li>
          ))}
          {effect.losses.length === 0 && <li>{t('eeui.effect.nothing')}</li>}
        </ul>
      )}
      {effect.preventions.length > 0 && <p>{effect.preventions.map(preventionText).join(' ')}</p>}
      <Why cite={effect.cite}>
        {effect.modifiers.length > 0 && <p>{t('eeui.effect.modifiers', { advances: effect.modifiers.map(advanceName).join(', ') })}</p>}
        {effect.chosenBy === 'beneficiary' && <p>{t('eeui.effect.chosenByBeneficiary')}</p>}
      </Why>
    </div>
  );
}
