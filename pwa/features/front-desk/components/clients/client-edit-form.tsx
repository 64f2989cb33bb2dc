import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Flex, Grid, TextArea, TextField } from '@radix-ui/themes';
import { Client, ClientPatch, type ClientPatchInput } from '#shared/schemas/client';
import type { ClientDetails } from '#shared/schemas/client-history';
import { ApiError, sendJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';

type Fields = 'firstName' | 'lastName' | 'phone' | 'email' | 'notes';

/**
 * Staff correct a client's name, phone, email and notes (`PATCH /api/clients/{id}`; the server
 * records it in the History and refuses, 409, an email or phone that is another client's: its words
 * are shown above the buttons). Needs the connection.
 */
export function ClientEditForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const { t, known } = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const form = useForm<ClientPatchInput, unknown, ClientPatch>({
    resolver: zodResolver(ClientPatch),
    defaultValues: {
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      email: client.email ?? '',
      notes: client.notes ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (patch: ClientPatch) => sendJson('PATCH', `/api/clients/${client.id}`, patch, Client),
    onSuccess: (saved) => {
      queryClient.setQueryData<ClientDetails>(queryKeys.clientDetails(client.id), (d) => (d ? { ...d, client: saved } : d));
      void queryClient.invalidateQueries({ queryKey: ['/api/clients/with-history'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/appointments'] });
      toast({ title: t('admin.clients.edit.saved'), description: `${saved.firstName} ${saved.lastName}`.trim() });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409))
        failed(error, { description: t('admin.clients.edit.failed'), serverMessageFor: [400] });
    },
  });
  const refusal = save.error instanceof ApiError && save.error.status === 409 ? save.error.serverMessage : undefined;
  const error = (name: Fields) => {
    const message = form.formState.errors[name]?.message;
    return message ? known(String(message)) : undefined;
  };
  const field = (name: Fields) => ({ ...fieldAria(`client-edit-${name}`, error(name)), ...form.register(name) });

  return (
    <form aria-label={t('admin.clients.edit.button')} noValidate onSubmit={form.handleSubmit((patch) => save.mutate(patch))}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormField size="3" id="client-edit-firstName" label={t('admin.clients.edit.firstName')} error={error('firstName')}>
          <TextField.Root size="3" autoComplete="off" {...field('firstName')} />
        </FormField>
        <FormField size="3" id="client-edit-lastName" label={t('admin.clients.edit.lastName')} error={error('lastName')}>
          <TextField.Root size="3" autoComplete="off" {...field('lastName')} />
        </FormField>
        <FormField size="3" id="client-edit-phone" label={t('admin.fields.phone')} error={error('phone')}>
          <TextField.Root size="3" type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
        </FormField>
        <FormField size="3" id="client-edit-email" label={t('admin.fields.emailOptional')} error={error('email')}>
          <TextField.Root size="3" type="email" inputMode="email" autoCapitalize="none" autoComplete="off" {...field('email')} />
        </FormField>
        <div className="admin-span-2">
          <FormField size="3" id="client-edit-notes" label={t('admin.fields.notesOptional')} error={error('notes')}>
            <TextArea size="3" rows={2} {...field('notes')} />
          </FormField>
        </div>
      </Grid>
      {refusal && (
        <Callout.Root color="red" role="alert" mt="3">
          <Callout.Text>{known(refusal)}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" mt="3" justify="end" wrap="wrap">
        <Button type="button" size="3" variant="soft" color="gray" onClick={onDone}>
          {t('admin.clients.edit.cancel')}
        </Button>
        <Button type="submit" size="3" disabled={save.isPending}>
          {save.isPending ? t('admin.clients.edit.saving') : t('admin.clients.edit.save')}
        </Button>
      </Flex>
    </form>
  );
}
