/**
 * Turns a zod schema into a Formik `validate` function, so a form shows exactly the
 * messages the server would answer with.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validateWith<Schema extends z.ZodType>(schema: Schema) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };
}
