import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Callout, Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { ApiError, apiRequest } from '#pwa/lib/api';
import { reportNoAnswer, UNREACHABLE_STATUSES } from '#pwa/offline/connection';
import { isAvailabilityKey } from '#pwa/lib/query-keys';
import { OFFLINE_NOTICE, OfflineNotice, useOnline } from '../components/offline-notice';
import { serverFieldErrors, zodFieldErrors } from '../lib/form-errors';
import { useT } from '#pwa/i18n/use-t';
import { appointmentHref } from '../lib/appointment-link';
import { knownFields, useDay, type OfficeWords } from '../lib/office-i18n';

/**
 * What the back office's Services and Barbers screens share: owner changes go straight to the server
 * (never the outbox: offline, Save is disabled and the form says so), field errors from the shared
 * schema or the API's 400 `fields`, and the refresh that makes a change show at once in this tab.
 */

/** What every back-office form says while the server cannot be reached (common/offline-notice.tsx). */
export const NEEDS_CONNECTION_NOTE = OFFLINE_NOTICE;

/** Whether the back-office forms must wait for the connection. */
export function useOfficeOffline(): boolean {
  return !useOnline();
}

/** The calm note a form shows above its buttons while offline. */
export function OfflineNote({ offline }: { offline: boolean }) {
  return offline ? <OfflineNotice /> : null;
}

/** Sends an owner change (JSON) and parses the answer with the shared schema. */
export async function officeSend<S extends z.ZodType>(method: string, url: string, body: unknown, schema: S): Promise<z.infer<S>> {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json());
}

/**
 * PUT the file's own bytes (not JSON) with its type, as the photo upload takes them; a refusal throws
 * the same ApiError as every other request (its `{ message }` says why).
 */
export async function officeUpload<S extends z.ZodType>(url: string, file: Blob, schema: S): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
      credentials: 'include',
    });
  } catch (err) {
    reportNoAnswer();
    throw err;
  }
  if (UNREACHABLE_STATUSES.has(res.status)) reportNoAnswer();
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text is the message
    }
    throw new ApiError(res.status, text, body);
  }
  return schema.parse(await res.json());
}

/** Sends a change that answers 204 (a removal). */
export async function officeDelete(url: string): Promise<void> {
  await apiRequest('DELETE', url);
}

/** Field → message from a schema's issues (`barbers.0.price`, as the server's `fieldErrors` names them; '_' the form's own). */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const { '': own, ...fields } = zodFieldErrors(error);
  return own === undefined ? fields : { ...fields, _: own };
}

/** The API's 400 `fields` (server/middleware/validate.ts, server/errors.ts#fieldError), or null. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  return serverFieldErrors(error) ?? null;
}

/** The appointments a 409 lists (a barber's upcoming ones, or those in a time off's way). */
export function conflictAppointments(error: unknown): AdminAppointment[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const list = (error.body as { appointments?: unknown } | null)?.appointments;
  if (!Array.isArray(list)) return null;
  return list.flatMap((a) => {
    const parsed = AdminAppointment.safeParse(a);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A failure in words (the page's language through `words`): offline, the server's own message, or a
 * calm fallback. Without `words` (a caller outside the back office not yet translated) it stays in English;
 * `useFailureMessage()` is the translated one.
 */
export function failureMessage(error: unknown, fallback: string, words?: OfficeWords): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return words ? words.t('office.failure.session') : 'Your session has ended. Please sign in again.';
    return error.serverMessage ? (words ? words.known(error.serverMessage) : error.serverMessage) : fallback;
  }
  if (error instanceof TypeError) return words ? words.t('office.offline.sentence') : `${NEEDS_CONNECTION_NOTE}.`;
  return fallback;
}

/** `failureMessage` in the page's language. */
export function useFailureMessage(): (error: unknown, fallback: string) => string {
  const words = useT();
  return (error, fallback) => failureMessage(error, fallback, words);
}

/**
 * The end of a catalogue dialog's submit, once its own checks have run (`found`): the field messages
 * with the first one focused, or the save. The server refusing named fields marks them (through
 * `fields`, where the dialog words them its own way); any other failure says why in the dialog.
 */
export function submitOfficeForm<B, S extends { name: string }>(o: {
  body: B;
  found: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  setFailure: (message: string | null) => void;
  /** The control of a field (`${prefix}-${field}`). */
  controlId: (field: string) => string;
  save: { mutate: (body: B, callbacks: { onSuccess: (saved: S) => void; onError: (err: unknown) => void }) => void };
  /** What a failure says when the server gave no reason ('The service could not be saved…'), already translated. */
  fallback: string;
  /** The page's language: the shared schema's and the API's English messages are shown translated when known. */
  words: OfficeWords;
  onSaved: (saved: S) => void;
  fields?: (errors: Record<string, string>) => Record<string, string>;
}): void {
  o.setErrors(knownFields(o.found, o.words.known));
  const first = Object.keys(o.found)[0];
  if (first !== undefined) {
    document.getElementById(o.controlId(first))?.focus();
    return;
  }
  o.save.mutate(o.body, {
    onSuccess: o.onSaved,
    onError: (err) => {
      const fields = apiFieldErrors(err);
      if (fields) o.setErrors(knownFields(o.fields ? o.fields(fields) : fields, o.words.known));
      o.setFailure(fields ? null : failureMessage(err, o.fallback, o.words));
    },
  });
}

/** After a change to services or barbers: what the public pages, the wizard and the desk read. */
export function refreshCatalogue(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: k }) => {
      const root = String(k[0]);
      return root.startsWith('/api/services') || root.startsWith('/api/barbers') || isAvailabilityKey(k);
    },
  });
}

/** A 409's appointments: who is booked, when, with whom ("Move or cancel these first"), each a link to open it (lib/appointment-link.ts). */
export function ConflictList({ appointments, title }: { appointments: AdminAppointment[]; title?: ReactNode }) {
  const { t, time } = useT();
  const day = useDay();
  return (
    <Callout.Root color="red" size="1" role="alert" data-testid="conflict-list">
      <Callout.Text>
        <Flex direction="column" gap="1" asChild>
          <span>
            <Text weight="medium">{title ?? t('office.conflict.moveFirst')}</Text>
            <Flex direction="column" gap="1" asChild>
              <ul className="admin-plain-list">
                {appointments.map((a) => (
                  <li key={a.id} data-testid="conflict-appointment">
                    <Link asChild className="admin-conflict-link">
                      <RouterLink to={appointmentHref(a)}>
                        {day(a.appointmentDate)}, {time(a.appointmentTime)} · {a.clientName} · {a.serviceName} · {a.barberName}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </ul>
            </Flex>
          </span>
        </Flex>
      </Callout.Text>
    </Callout.Root>
  );
}
