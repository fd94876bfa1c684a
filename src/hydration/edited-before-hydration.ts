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
import { useEffect, type RefObject } from 'react';

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

/**
 * Takes over, once the form has mounted, what the visitor typed or ticked before it
 * hydrated, into a Formik form's values. `onInUse` runs when the form was edited or holds
 * the focus: it was in use before its own handlers existed.
 */
export function useEditsMadeBeforeHydration<Values extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  formik: { initialValues: Values; setValues(values: Values, validate?: boolean): unknown },
  onInUse?: () => void,
): void {
  useEffect(() => {
    const edited = fieldsEditedBeforeHydration(formRef.current, formik.initialValues);
    const wasEdited = Object.keys(edited).length > 0;
    if (wasEdited) void formik.setValues({ ...formik.initialValues, ...edited }, false);
    if (wasEdited || formRef.current?.contains(document.activeElement)) onInUse?.();
    // Once, on the values the form hydrated with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
