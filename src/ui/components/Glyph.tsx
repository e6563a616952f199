/**
 * The marks the app shows beside words (✓ met or recorded, ✗ missing, ★ a seminal discovery). A
 * screen reader reads a bare glyph in its own language ("check mark") or not at all, so each mark
 * is an image whose name is the catalog's word in the language shown. The glyphs are written here
 * only; a picture drawn as one labelled image (role="img", its words in the table beside it) takes
 * them from GLYPH.
 */
import { t } from '../i18n';

export const GLYPH = { met: '✓', missing: '✗', done: '✓', warning: '⚠', seminal: '★' } as const;

/** One mark, named from the catalog: "met:", "missing:", "recorded" (en); "opfyldt:", "mangler:", "registreret" (da). */
export function Glyph({ kind }: { readonly kind: 'met' | 'missing' | 'done' | 'seminal' }) {
  return (
    <span role="img" aria-label={t(kind === 'seminal' ? 'smcui.card.seminal' : `mark.${kind}`)}>
      {GLYPH[kind]}
    </span>
  );
}
