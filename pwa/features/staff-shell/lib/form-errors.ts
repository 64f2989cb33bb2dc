import type { z } from 'zod';
import { ApiError } from '#pwa/lib/api';

/** A form's messages by field path (`name`, `addressLines.0`, `bookingRules.horizonDays`); '' is the form's own. */
export type FieldErrors = Record<string, string>;

/** The first message of each field the shared schema refused. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The API's 400 field errors (`{ message, fields: { field: message } }`, server/errors.ts#fieldError)
 * as form messages, or undefined when the answer named no field.
 */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) if (typeof value === 'string') out[key] = value;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Focuses the first control with a message, in the page's order (ids are `${prefix}-${path}`). */
export function focusFirstError(prefix: string, errors: FieldErrors): void {
  const ids = new Set(Object.keys(errors).map((k) => `${prefix}-${k}`));
  const first = Array.from(document.querySelectorAll<HTMLElement>('[id]')).find((el) => ids.has(el.id));
  first?.focus();
}
