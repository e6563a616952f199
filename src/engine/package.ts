/**
 * What every ruleset hands the rest of the app: its game module, the phases its turn walker steps
 * through, and what the replay command prints about a replayed game. Each ruleset exports one
 * package (`rulesets/<id>/package.ts`); engine/games.ts registers them in a total table, so a
 * ruleset without a package, or a package without a piece, does not compile.
 */
import type { GameModule } from './game';
import type { RulesetId } from './types';

export interface RulesetPackage<Setup, State, Entry extends { readonly kind: string }, Phase extends string> {
  readonly id: RulesetId;
  readonly game: GameModule<Setup, State, Entry>;
  /** The phases of one turn, in order: the turn walker's track (a cursor never goes behind the engine's). */
  readonly phases: readonly Phase[];
  /** The derived state `npm run replay` prints for a game that replayed (plain JSON data). */
  readonly report: (setup: Setup, state: State) => Readonly<Record<string, unknown>>;
}
