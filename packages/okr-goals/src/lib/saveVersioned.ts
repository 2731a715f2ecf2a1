import { isConflict } from './errors';

/** The one call of a TanStack mutation a form needs (its `onError` hears the refusal). */
interface Mutate<Variables> {
  mutate: (variables: Variables, options?: { onError?: (error: unknown) => void }) => void;
}

/**
 * A goals form's save: an edit goes out as a PATCH carrying the version the form was read at (a 409
 * says someone saved in between, and the form shows its conflict notice), a new item as a create.
 */
export function saveVersioned<Body extends object>(
  body: Body,
  editing: { update: Mutate<Body & { version: number }>; version: number } | null,
  create: Mutate<Body>,
  setConflict: (conflict: boolean) => void,
): void {
  setConflict(false);
  if (editing) editing.update.mutate({ ...body, version: editing.version }, { onError: (error) => setConflict(isConflict(error)) });
  else create.mutate(body);
}
