/**
 * Special abilities (ee Phase 10): furthest on the A.S.T. first, each holder enters what his
 * abilities did (ee chapter 9: Politics, Trade Routes, Monotheism, Fundamentalism, Provincial Empire,
 * Universal Doctrine, Diaspora). The areas are map facts (R-G2); the engine checks the rest.
 */
import { useState } from 'preact/hooks';
import { COMMODITY_IDS, type CivilizationId, type CommodityId, type Hand } from '../../../../engine/rulesets/eastern-empires';
import { areaRanges, tradeRoutesRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import { FORM_CITES, type EeStep } from '../../../../engine/rulesets/eastern-empires/views/turn';
import {
  commoditiesInPlay,
  DIASPORA_TOKENS,
  POLITICS_TREASURY,
  specialAbilitiesOf,
  UNIVERSAL_DOCTRINE_BARBARIANS,
} from '../../../../engine/rulesets/eastern-empires/views';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { seatPlayer } from '../../../../state/seat';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { eeConsequenceSentences } from '../consequences';
import { Why } from '../../../components/Why';
import { Check, CivPick, HandFields } from '../fields';
import { advanceName, civName, commodityName } from '../names';

interface Area {
  readonly target: CivilizationId | '';
  readonly cities: number | null;
  readonly tokens: number | null;
}
const noArea: Area = { target: '', cities: 0, tokens: 0 };
const areaOf = (a: Area) => (a.target === '' ? undefined : { target: a.target, cities: a.cities ?? 0, tokens: a.tokens ?? 0 });

export function AbilitiesForm({ game, step }: { readonly game: EeGame; readonly step: EeStep }) {
  const [picked, setCiv] = useState<CivilizationId | ''>(step.waiting[0] ?? '');
  // My seat (several phones): a phone bound to a seat records its own civilization's abilities only (ee Phase 10).
  const mine = seatPlayer(game.setup.players)?.civ;
  const civ = mine ?? picked;
  if (mine !== undefined && !step.acting.includes(mine)) return <p class="muted">{t('eeui.abilities.seatNone', { civ: civName(mine) })}</p>;
  if (mine !== undefined && !step.waiting.includes(mine)) return <p class="ok-note">{t('eeui.abilities.seatDone', { civ: civName(mine) })}</p>;
  if (step.acting.length === 0) return <p class="muted">{t('eeui.abilities.nobody')}</p>;
  return (
    <>
      <CivPick id="ee-ab-civ" label={t('eeui.player')} value={civ} options={mine === undefined ? step.waiting : [mine]} names={game.names} onChange={setCiv} />
      {civ !== '' && <Abilities key={civ} game={game} civ={civ} />}
    </>
  );
}

function AreaFields({
  id,
  game,
  civ,
  value,
  onChange,
}: {
  readonly id: string;
  readonly game: EeGame;
  readonly civ: CivilizationId;
  readonly value: Area;
  readonly onChange: (a: Area) => void;
}) {
  const others = game.state.players.filter((p) => p.status === 'active' && p.civ !== civ).map((p) => p.civ);
  const range = areaRanges(game.state.players.find((p) => p.civ === value.target));
  return (
    <>
      <CivPick
        id={`${id}-target`}
        label={t('eeui.abilities.target')}
        value={value.target}
        none={t('eeui.none')}
        options={others}
        names={game.names}
        onChange={(v) => onChange({ ...value, target: v })}
      />
      <NumberField
        id={`${id}-cities`}
        label={t('eeui.cities.cities')}
        {...range.cities}
        value={value.cities}
        onChange={(v) => onChange({ ...value, cities: v })}
      />
      <NumberField
        id={`${id}-tokens`}
        label={t('eeui.cities.tokens')}
        {...range.tokens}
        value={value.tokens}
        onChange={(v) => onChange({ ...value, tokens: v })}
      />
    </>
  );
}

function Abilities({ game, civ }: { readonly game: EeGame; readonly civ: CivilizationId }) {
  const held = specialAbilitiesOf(game.state, civ);
  const p = game.state.players.find((q) => q.civ === civ);
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: `abilities-${civ}` });
  const [politics, setPolitics] = useDraft<'none' | 'treasury' | 'annex'>(form, 'politics', 'none');
  const [polTreasury, setPolTreasury] = useDraft<number | null>(form, 'polTreasury', 0);
  const [polArea, setPolArea] = useDraft<Area>(form, 'polArea', noArea);
  const [routes, setRoutes] = useDraft(form, 'routes', false);
  const [routesCards, setRoutesCards] = useDraft<Hand>(form, 'routesCards', {});
  const [routesTreasury, setRoutesTreasury] = useDraft<number | null>(form, 'routesTreasury', 0);
  const [mono, setMono] = useDraft<Area>(form, 'mono', noArea);
  const [fund, setFund] = useDraft<Area>(form, 'fund', noArea);
  const [provincial, setProvincial] = useDraft<Partial<Record<CivilizationId, CommodityId>>>(form, 'provincial', {});
  const [doctrine, setDoctrine] = useDraft(form, 'doctrine', false);
  const [pirateCity, setPirateCity] = useDraft(form, 'pirateCity', false);
  const [barbarians, setBarbarians] = useDraft<number | null>(form, 'barbarians', 0);
  const [diaspora, setDiaspora] = useDraft<number | null>(form, 'diaspora', 0);
  const others = game.state.players.filter((q) => q.status === 'active' && q.civ !== civ).map((q) => q.civ);
  const touch =
    <T,>(set: (v: T) => void) =>
    (v: T) => (form.touched(), set(v));
  const m = areaOf(mono);
  const f = areaOf(fund);
  const pa = areaOf(polArea);
  const entry = {
    kind: 'special-abilities' as const,
    civ,
    ...(politics === 'treasury' ? { politics: { treasury: polTreasury ?? 0 } } : politics === 'annex' && pa ? { politics: { annex: pa } } : {}),
    ...(routes ? { tradeRoutes: { discarded: routesCards, treasury: routesTreasury ?? 0 } } : {}),
    ...(m ? { monotheism: m } : {}),
    ...(f ? { fundamentalism: f } : {}),
    ...(Object.keys(provincial).length > 0 ? { provincialEmpire: provincial } : {}),
    ...(doctrine ? { universalDoctrine: { pirateCity, barbarians: barbarians ?? 0 } } : {}),
    ...((diaspora ?? 0) > 0 ? { diaspora: { tokens: diaspora ?? 0 } } : {}),
  };
  // ee Phase 10: a city or tokens taken from another player are said in words and recorded on a second tap.
  const confirm = useConfirm(eeConsequenceSentences(game.setup, game.state, entry));
  return (
    <form
      noValidate
      data-testid="ee-abilities-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry);
      }}
    >
      {held.includes('politics') && (
        <fieldset class="inner">
          <legend>{advanceName('politics')}</legend>
          <div class="choices">
            {(['none', 'treasury', 'annex'] as const).map((o) => (
              <label class="choice" key={o}>
                <input type="radio" name="ee-politics" checked={politics === o} onChange={() => (form.touched(), setPolitics(o))} />
                <span>{t(`eeui.abilities.politics.${o}`)}</span>
              </label>
            ))}
          </div>
          {politics === 'treasury' && (
            <NumberField
              id="ee-pol-treasury"
              label={t('eeui.abilities.treasury')}
              value={polTreasury}
              max={POLITICS_TREASURY}
              onChange={touch(setPolTreasury)}
            />
          )}
          {politics === 'annex' && <AreaFields id="ee-pol" game={game} civ={civ} value={polArea} onChange={touch(setPolArea)} />}
        </fieldset>
      )}
      {held.includes('tradeRoutes') && (
        <fieldset class="inner">
          <legend>{advanceName('tradeRoutes')}</legend>
          <Check id="ee-routes" label={t('eeui.abilities.use')} checked={routes} onChange={touch(setRoutes)} />
          {routes && (
            <>
              <HandFields
                id="ee-routes-cards"
                label={t('eeui.outcome.discarded')}
                commodities={commoditiesInPlay(game.setup)}
                value={routesCards}
                onChange={touch(setRoutesCards)}
              />
              <NumberField
                id="ee-routes-treasury"
                label={t('eeui.abilities.treasury')}
                {...(p === undefined ? {} : tradeRoutesRange(p))}
                value={routesTreasury}
                onChange={touch(setRoutesTreasury)}
              />
            </>
          )}
        </fieldset>
      )}
      {held.includes('monotheism') && (
        <fieldset class="inner">
          <legend>{advanceName('monotheism')}</legend>
          <AreaFields id="ee-mono" game={game} civ={civ} value={mono} onChange={touch(setMono)} />
        </fieldset>
      )}
      {held.includes('fundamentalism') && (
        <fieldset class="inner">
          <legend>{advanceName('fundamentalism')}</legend>
          <AreaFields id="ee-fund" game={game} civ={civ} value={fund} onChange={touch(setFund)} />
        </fieldset>
      )}
      {held.includes('provincialEmpire') && (
        <fieldset class="inner">
          <legend>{advanceName('provincialEmpire')}</legend>
          {others.map((o) => (
            <SelectField<CommodityId | ''>
              key={o}
              id={`ee-prov-${o}`}
              label={game.names[o] ?? o}
              value={provincial[o] ?? ''}
              none={t('eeui.none')}
              options={COMMODITY_IDS.filter((id) => id !== 'water').map((id) => ({ value: id, label: commodityName(id) }))}
              onChange={(v) => {
                form.touched();
                const next = { ...provincial };
                if (v === '') delete next[o];
                else next[o] = v;
                setProvincial(next);
              }}
            />
          ))}
        </fieldset>
      )}
      {held.includes('universalDoctrine') && (
        <fieldset class="inner">
          <legend>{advanceName('universalDoctrine')}</legend>
          <Check id="ee-doctrine" label={t('eeui.abilities.use')} checked={doctrine} onChange={touch(setDoctrine)} />
          {doctrine && (
            <>
              <Check id="ee-pirate-city" label={t('eeui.abilities.pirateCity')} checked={pirateCity} onChange={touch(setPirateCity)} />
              <NumberField
                id="ee-barbarians"
                label={t('eeui.abilities.barbarians')}
                value={barbarians}
                max={UNIVERSAL_DOCTRINE_BARBARIANS}
                onChange={touch(setBarbarians)}
              />
            </>
          )}
        </fieldset>
      )}
      {held.includes('diaspora') && (
        <fieldset class="inner">
          <legend>{advanceName('diaspora')}</legend>
          <NumberField id="ee-diaspora" label={t('eeui.abilities.diaspora')} value={diaspora} max={DIASPORA_TOKENS} onChange={touch(setDiaspora)} />
        </fieldset>
      )}
      <Why cite={FORM_CITES.abilities} />
      <ConfirmRow form={form} label={t('eeui.abilities.record')} confirm={confirm} />
    </form>
  );
}
