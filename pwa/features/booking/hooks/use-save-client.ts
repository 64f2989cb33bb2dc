import { useQueryClient } from '@tanstack/react-query';
import type { ClientData, ClientLookup } from '#shared/schemas/client';
import { useToast } from '#pwa/components/toast';
import { ApiError } from '#pwa/lib/api';
import { useCreateClient } from '../api/create-client';
import { clientLookupQueryOptions } from '../api/lookup-client';
import type { ClientChoice } from '../lib/draft';
import { useFailureToast } from './use-failure-toast';
import { useT } from '#pwa/i18n/use-t';

/**
 * A returning client: the look-up's id, first name and masked phone; the server uses the stored details.
 * `known` is the client this visit already chose or saved (step 4, then Back): when it is the same
 * client, its full name and phone are kept, so the confirm step still shows them in full.
 */
export function savedClientChoice(found: ClientLookup, email: string, notes?: string | null, known?: ClientChoice): ClientChoice {
  const same = known !== undefined && known.clientId === found.id && known.clientEmail.trim().toLowerCase() === email.trim().toLowerCase();
  return {
    clientId: found.id,
    clientName: same ? known.clientName : found.firstName,
    clientEmail: email.trim(),
    clientPhone: same ? known.clientPhone : found.maskedPhone,
    notes: notes ?? undefined,
  };
}

/** The details as the new-client form gives them, and as this visit saved them: the same means nothing to correct. */
const unchanged = (data: ClientData, own: ClientChoice) =>
  `${data.firstName} ${data.lastName}` === own.clientName &&
  data.phone === own.clientPhone &&
  data.email.toLowerCase() === own.clientEmail.toLowerCase();

/**
 * Saves a new client (POST /api/clients) with its toasts. A 409 means the email was saved
 * meanwhile (another tab, an earlier visit): the visitor is then treated as a returning client.
 * `own`: the client this visit already saved (Back from Confirm): the details correct that record
 * instead (PATCH /api/clients/:id/correction with its token), or go on unchanged.
 */
export function useSaveClient(onSaved: (client: ClientChoice) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, known } = useT();
  const fail = useFailureToast();
  const mutation = useCreateClient();

  const save = (data: ClientData, own?: ClientChoice) => {
    if (own?.correctionToken && unchanged(data, own)) {
      onSaved({ ...own, notes: data.notes });
      return;
    }
    const correct = own?.correctionToken ? { id: own.clientId, token: own.correctionToken } : undefined;
    mutation.mutate(
      { data, correct },
      {
        onSuccess: (client) => {
          toast({ title: t('booking.saved.title'), description: t(correct ? 'booking.saved.corrected' : 'booking.saved.body') });
          onSaved({
            clientId: client.id,
            clientName: `${client.firstName} ${client.lastName}`,
            clientEmail: client.email ?? data.email,
            clientPhone: client.phone,
            notes: data.notes,
            correctionToken: client.correctionToken,
          });
        },
        onError: async (error) => {
          if (correct && error instanceof ApiError && error.status < 500 && error.serverMessage) {
            // Another client's email, or a token too old: the server's message says what to do.
            toast({ title: t('booking.saved.errorTitle'), description: known(error.serverMessage), variant: 'destructive' });
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            const found = await queryClient.fetchQuery(clientLookupQueryOptions(data.email)).catch(() => null);
            if (found) {
              toast({ title: t('booking.welcome.title'), description: t('booking.saved.exists') });
              onSaved(savedClientChoice(found, data.email, data.notes));
              return;
            }
          }
          fail(error, t('booking.saved.errorTitle'), t('booking.saved.errorBody'));
        },
      },
    );
  };

  return { save, saving: mutation.isPending };
}
