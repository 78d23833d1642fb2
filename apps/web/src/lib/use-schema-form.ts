import { useState } from 'react';
import { fieldErrors, type FieldErrors } from './form-errors';

type ParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: Parameters<typeof fieldErrors>[0] } };

/** A contract schema, seen only through safeParse: the app needs no zod of its own. */
interface Schema<T> {
  safeParse(input: unknown): ParseResult<T>;
}

/**
 * A rule no single schema states, e.g. that a confirmation repeats the password: it may add to the
 * errors the schema found, and the form is valid only if none remain.
 */
export type FormCheck<V> = (errors: FieldErrors<keyof V & string>, values: V) => void;

/** Text field values and their messages for a form that a contract schema validates on submit. */
export function useSchemaForm<V extends Record<string, string>>(initial: V) {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const setValue = (field: Field) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  const setFieldError = (field: Field, message: string | null | undefined) =>
    setErrors((prev) => ({ ...prev, [field]: message ?? undefined }));
  /** value, onChange and error for a field component. */
  const bind = (field: Field) => ({ value: values[field], onChange: setValue(field), error: errors[field] });

  /** Shows the messages (or clears them) and returns the parsed request, or null when it may not be sent. */
  const validate = <T>(schema: Schema<T>, input: unknown, check?: FormCheck<V>): T | null => {
    const parsed = schema.safeParse(input);
    const next: FieldErrors<Field> = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues);
    check?.(next, values);
    setErrors(next);
    return parsed.success && Object.keys(next).length === 0 ? parsed.data : null;
  };

  return { values, errors, setValue, setFieldError, bind, validate };
}

export type SchemaForm<V extends Record<string, string>> = ReturnType<typeof useSchemaForm<V>>;
