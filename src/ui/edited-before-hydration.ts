/**
 * What a visitor typed or ticked in a prerendered form before React hydrated it.
 *
 * The snapshot's form works as plain HTML from the first paint, and hydration can come
 * later: the app's scripts start after the paint, and a deferred island waits for a tap or
 * for idle time. React keeps the DOM as it finds it while hydrating, but a controlled
 * field's state still holds its initial value: the form would send that, and the field's
 * next render would wipe what the visitor wrote. React 19.3 does not replay those edits, so
 * each form calls this once after it mounts and takes the values over
 * (docs/decisions/first-paint.md#forms-used-before-hydration).
 */

type FieldValue = string | boolean;

/**
 * The fields of `container` (by `name`) whose value in the page differs from `values`:
 * checkboxes by `checked`, other fields by `value`. Fields not in `values` are ignored.
 */
export function fieldsEditedBeforeHydration<Values extends object>(
  container: HTMLElement | null,
  values: Values,
): Partial<Values> {
  const state = values as Record<string, unknown>;
  const edited: Record<string, FieldValue> = {};
  const fields = container?.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input[name], select[name], textarea[name]');
  for (const field of fields ?? []) {
    if (!Object.hasOwn(state, field.name) || field.type === 'hidden') continue;
    const current =
      field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    if (current !== state[field.name]) edited[field.name] = current;
  }
  return edited as Partial<Values>;
}
