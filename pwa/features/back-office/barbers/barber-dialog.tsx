import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flex, Text } from '@radix-ui/themes';
import { CameraIcon } from '#pwa/components/icons/camera';
import { PersonIcon } from '#pwa/components/icons/person';
import { UploadIcon } from '#pwa/components/icons/upload';
import { AdminBarber, BarberCreateInput, BarberPatchInput } from '#shared/schemas/admin-barbers';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { issuesToFields, officeSend, officeUpload, refreshCatalogue, useFailureMessage } from '../../staff-shell/api/office-api';
import { OfficeFailure, OfficeFormDialog } from '../common/office-dialog';
import { SpanishFields } from '../common/spanish-fields';
import { checkOrder, OfficeTextArea, OfficeTextField, OrderField, PhotoFileButton, useOfficeForm } from '../common/office-form';
import { barberPhotoSrc } from './barber-photo';
import { barberBody, toBarberForm, type BarberForm } from './barber-form';

/** Add or edit a barber; editing also changes their photo (uploaded at once, apart from Save). */
export function BarberDialog({ barber, onClose }: { barber?: AdminBarber; onClose: () => void }) {
  const { form, set, errors, failure, setFailure, offline, t, id, submit } = useOfficeForm<BarberForm>('barber', () =>
    toBarberForm(barber),
  );
  const save = useMutation({
    mutationFn: (body: BarberCreateInput) =>
      barber ? officeSend('PATCH', `/api/barbers/${barber.id}`, body, AdminBarber) : officeSend('POST', '/api/barbers', body, AdminBarber),
    networkMode: 'always',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = barberBody(form, barber);
    const parsed = (barber ? BarberPatchInput : BarberCreateInput).safeParse(body);
    const found = parsed.success ? {} : issuesToFields(parsed.error);
    checkOrder(form.sortOrder, found, t);
    submit({
      body,
      found,
      save,
      fallback: t('office.barber.saveFailed'),
      refresh: refreshCatalogue,
      title: t(barber ? 'office.barber.updated' : 'office.barber.added'),
      onSaved: onClose,
    });
  }

  return (
    <OfficeFormDialog
      title={barber ? t('office.editName', { name: barber.name }) : t('office.barber.add')}
      maxWidth="560px"
      onClose={onClose}
      onSubmit={onSubmit}
      offline={offline}
      failure={failure}
      busy={save.isPending}
      before={barber && <PhotoPicker barber={barber} offline={offline} />}
    >
      <OfficeTextField
        id={id('name')}
        label={t('office.field.name')}
        error={errors.name}
        value={form.name}
        onChange={(v) => set('name', v)}
      />
      <OfficeTextField
        id={id('title')}
        label={t('office.barber.title')}
        hint={t('office.optional')}
        error={errors.title}
        placeholder={t('office.barber.titlePlaceholder')}
        value={form.title}
        onChange={(v) => set('title', v)}
      />
      <OfficeTextArea
        id={id('bio')}
        label={t('office.barber.bio')}
        hint={t('office.optional')}
        error={errors.bio}
        rows={3}
        value={form.bio}
        onChange={(v) => set('bio', v)}
      />
      <SpanishFields
        fields={[
          {
            id: id('titleEs'),
            label: t('office.barber.titleEs'),
            value: form.titleEs,
            onChange: (v) => set('titleEs', v),
            error: errors['translations.es.title'],
          },
          {
            id: id('bioEs'),
            label: t('office.barber.bioEs'),
            value: form.bioEs,
            onChange: (v) => set('bioEs', v),
            error: errors['translations.es.bio'],
            multiline: true,
          },
        ]}
      />
      <OfficeTextField
        id={id('rating')}
        label={t('office.barber.rating')}
        hint={t('office.barber.ratingHint')}
        error={errors.rating}
        inputMode="decimal"
        placeholder="4.8"
        value={form.rating}
        onChange={(v) => set('rating', v)}
      />
      <OrderField id={id('sortOrder')} error={errors.sortOrder} value={form.sortOrder} onChange={(v) => set('sortOrder', v)} />
      {!barber && (
        <Text size="2" color="gray">
          {t('office.barber.newNote')}
        </Text>
      )}
    </OfficeFormDialog>
  );
}

/** The photo and its two buttons: choose a file, or (on a tablet or phone) take one with the back camera. */
function PhotoPicker({ barber, offline }: { barber: AdminBarber; offline: boolean }) {
  const [shown, setShown] = useState<AdminBarber>(barber);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const upload = useMutation({
    mutationFn: (file: File) => officeUpload(`/api/barbers/${barber.id}/photo`, file, AdminBarber),
    networkMode: 'always',
  });
  const src = barberPhotoSrc(shown);

  function onFile(file: File) {
    if (offline) return;
    setFailure(null);
    upload.mutate(file, {
      onSuccess: (saved) => {
        setShown(saved);
        void refreshCatalogue(queryClient);
        toast({ title: t('office.photo.updated'), description: t('office.photo.updatedBody', { name: saved.name }) });
      },
      onError: (err) => setFailure(failureMessage(err, t('office.photo.uploadFailed'))),
    });
  }

  return (
    <Flex direction="column" gap="2" mb="4">
      <Flex gap="4" align="center" wrap="wrap">
        {src ? (
          <img
            className="office-thumb office-photo-large"
            src={src}
            alt={t('office.photo.alt', { name: shown.name })}
            data-testid="barber-photo"
          />
        ) : (
          <div className="office-thumb office-photo-large" aria-label={t('office.photo.none')} role="img">
            <PersonIcon width={40} height={40} />
          </div>
        )}
        <Flex direction="column" gap="2">
          <PhotoFileButton
            disabled={offline || upload.isPending}
            testId="photo-file"
            fileLabel={t('office.photo.file')}
            onFile={onFile}
            onTooBig={setFailure}
          >
            <UploadIcon aria-hidden /> {upload.isPending ? t('office.photo.uploading') : t('office.photo.choose')}
          </PhotoFileButton>
          <PhotoFileButton
            disabled={offline || upload.isPending}
            testId="photo-camera"
            fileLabel={t('office.photo.camera')}
            capture="environment"
            onFile={onFile}
            onTooBig={setFailure}
          >
            <CameraIcon aria-hidden /> {t('office.photo.take')}
          </PhotoFileButton>
        </Flex>
      </Flex>
      <OfficeFailure failure={failure} />
    </Flex>
  );
}
