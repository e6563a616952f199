/**
 * What every ruleset hands the UI, and the total table of them: the game screen's four tabs, the
 * new-game form and the ruleset's signals. Each entry is a loader (`() => import(...)`), so a screen
 * fetches only the ruleset it shows and the home screen none; the table is a total
 * `Record<RulesetId, ...>`, so a ruleset without its UI package does not compile.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RulesetId } from '../../engine/types';
import type { AnyRulesetSignals } from '../../state/ruleset-signals';
import type { LogLines } from '../components/logLines';

export const TABS = ['turn', 'players', 'scores', 'log'] as const;
export type Tab = (typeof TABS)[number];

/** The body of each game-screen tab. */
export type TabScreens = Readonly<Record<Tab, ComponentType>>;

export interface UiPackage {
  readonly id: RulesetId;
  readonly tabs: TabScreens;
  /** The new-game form (it creates the game through the engine's setup check). */
  readonly NewGame: ComponentType;
  /** The app's signals for this ruleset (src/state/game-<id>.ts), made on first use. */
  readonly signals: () => AnyRulesetSignals;
  /** One line per logged entry (the log tab, and the notice naming what another screen recorded). */
  readonly logLines: LogLines;
}

export const UI_PACKAGES: Readonly<Record<RulesetId, () => Promise<UiPackage>>> = {
  advciv: () => import('./advciv/package').then((m) => m.ADVCIV_UI),
  'eastern-empires': () => import('./eastern-empires/package').then((m) => m.EE_UI),
  smc: () => import('./smc/package').then((m) => m.SMC_UI),
};

const loaded = new Map<RulesetId, UiPackage>();

/** The ruleset's UI package if it is loaded already (a game screen of that ruleset has shown). */
export const loadedUiPackage = (id: RulesetId): UiPackage | undefined => loaded.get(id);

/** Loads a ruleset's UI package (once) and keeps it, so a screen can show it at its first paint. */
export async function loadUiPackage(id: RulesetId): Promise<UiPackage> {
  const known = loaded.get(id);
  if (known !== undefined) return known;
  const pkg = await UI_PACKAGES[id]();
  loaded.set(id, pkg);
  return pkg;
}

/** Loads a ruleset's UI package once; undefined while it loads (the caller shows the page busy) or without a ruleset. */
export function useUiPackage(id: RulesetId | undefined): UiPackage | undefined {
  const [pkg, setPkg] = useState<UiPackage | undefined>(() => (id === undefined ? undefined : loaded.get(id)));
  const current = id === undefined ? undefined : pkg?.id === id ? pkg : loaded.get(id);
  useEffect(() => {
    if (id === undefined || current !== undefined) return;
    let live = true;
    void loadUiPackage(id).then((p) => {
      if (live) setPkg(p);
    });
    return () => {
      live = false;
    };
  }, [id, current]);
  return current;
}
