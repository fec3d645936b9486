/**
 * Decoding of the JSON values the search dialog keeps in browser storage
 * (ARCHITECTURE.md "Search dialog": `showDetailView`, `filterText`). Storage access itself is
 * theme-common's `useStorageSlot` (see ./useStoredState.ts); this is only the
 * part Docusaurus leaves to the caller: turning the stored string back into a value.
 *
 * A missing, unreadable or wrongly typed entry gives `initial`, so a value written by an
 * older version of the site, or edited by hand, can never break the dialog.
 */
export function decodeStored<T>(raw: string | null, initial: T): T {
  if (raw === null) return initial;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === typeof initial ? (parsed as T) : initial;
  } catch {
    return initial;
  }
}
