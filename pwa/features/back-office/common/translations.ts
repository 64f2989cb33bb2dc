/**
 * The shop's own text in Spanish (docs/decisions/046-spanish.md): services and products keep
 * `translations: { es: { name, description } }`, barbers `{ es: { title, bio } }`. An absent field
 * falls back to the English one.
 *
 * What the dialogs send: on create, `translations.es` with the Spanish fields filled in (nothing when
 * none is). On an edit, only when a Spanish field changed, and then the whole map (the API replaces
 * it): the other languages and other fields as they were, the Spanish fields as typed (trimmed). A
 * field emptied is REMOVED from `es` (never sent as ''), and `es` itself when nothing is left in it.
 */
export type TranslationMap = Record<string, Record<string, string>>;

/** The form's Spanish fields from what is stored ('' where there is none). */
export function spanishFields<K extends string>(translations: TranslationMap | undefined, keys: readonly K[]): Record<K, string> {
  const es = translations?.es ?? {};
  return Object.fromEntries(keys.map((k) => [k, es[k] ?? ''])) as Record<K, string>;
}

/** The body's `translations` part: `{}` when there is nothing to send. */
export function translationsBody(
  typed: Record<string, string>,
  original?: { translations?: TranslationMap },
): { translations?: TranslationMap } {
  const before = original?.translations?.es ?? {};
  const next: Record<string, string> = { ...before };
  for (const [key, value] of Object.entries(typed)) {
    const text = value.trim();
    if (text === '') delete next[key];
    else next[key] = text;
  }
  if (original) {
    const changed = Object.entries(typed).some(([key, value]) => (before[key] ?? '') !== value.trim());
    if (!changed) return {};
    const { es: _old, ...others } = original.translations ?? {};
    return { translations: Object.keys(next).length > 0 ? { ...others, es: next } : others };
  }
  return Object.keys(next).length > 0 ? { translations: { es: next } } : {};
}
