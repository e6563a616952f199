/**
 * The reasons of a refusal, each in the app's words with its rule ("advciv 31.62"): for a refused
 * entry, a storage refusal that carries the rules (a restored or imported game), an import. Light:
 * the home screen shows it without loading any game.
 */
import type { Violation } from '../../engine/types';
import { citesText, violationText } from './names';

export function Reasons({ violations }: { readonly violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <ul>
      {violations.map((v, i) => (
        <li key={`${v.code}-${i}`} data-code={v.code}>
          {violationText(v)}
          {/* A refusal that is not a rule of the game (a linked phone's seat) cites nothing. */}
          {v.cite.length > 0 && (
            <>
              {' '}
              <span class="cite">({citesText(v.cite)})</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
