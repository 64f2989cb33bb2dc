import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { CameraIcon, PersonIcon, UploadIcon } from '@radix-ui/react-icons';
import { AdminBarber, BarberCreateInput, BarberPatchInput, IMAGE_LIMITS } from '#shared/schemas/back-office';
import { FormField, fieldAria } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import {
  issuesToFields, submitOfficeForm, OfflineNote, officeSend, officeUpload, refreshCatalogue, useFailureMessage, useOfficeOffline,
} from '../services/office-api';
import { SpanishFields } from '../common/spanish-fields';
import { barberPhotoSrc } from './barber-photo';
import { barberBody, toBarberForm, type BarberForm } from './barber-form';

/** The largest photo worth uploading, in MB: said before uploading a file the server would refuse for its size anyway (`office.photo.tooBig`). */
export const MAX_PHOTO_MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

/** Add or edit a barber; editing also changes their photo (uploaded at once, apart from Save). */
export function BarberDialog({ barber, onClose }: { barber?: AdminBarber; onClose: () => void }) {
  const [form, setForm] = useState<BarberForm>(() => toBarberForm(barber));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useT();
  const { t } = words;
  const id = (name: string) => `barber-${name}`;
  const save = useMutation({
    mutationFn: (body: BarberCreateInput) =>
      barber ? officeSend('PATCH', `/api/barbers/${barber.id}`, body, AdminBarber) : officeSend('POST', '/api/barbers', body, AdminBarber),
    networkMode: 'always',
  });
  const set = (key: keyof BarberForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = barberBody(form, barber);
    const parsed = (barber ? BarberPatchInput : BarberCreateInput).safeParse(body);
    const found = parsed.success ? {} : issuesToFields(parsed.error);
    if (form.sortOrder.trim() !== '' && !/^\d+$/.test(form.sortOrder.trim())) found.sortOrder = t('office.form.orderWhole');
    submitOfficeForm({
      body, found, setErrors, setFailure, controlId: id, save, fallback: t('office.barber.saveFailed'), words,
      onSaved: (saved) => {
        void refreshCatalogue(queryClient);
        toast({ title: t(barber ? 'office.barber.updated' : 'office.barber.added'), description: t('office.saved', { name: saved.name }) });
        onClose();
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px" className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{barber ? t('office.editName', { name: barber.name }) : t('office.barber.add')}</Dialog.Title>
        {barber && <PhotoPicker barber={barber} offline={offline} />}
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            <FormField id={id('name')} label={t('office.field.name')} error={errors.name} size="3">
              <TextField.Root size="3" {...fieldAria(id('name'), errors.name)} value={form.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField id={id('title')} label={t('office.barber.title')} hint={t('office.optional')} error={errors.title} size="3">
              <TextField.Root size="3" placeholder={t('office.barber.titlePlaceholder')} {...fieldAria(id('title'), errors.title)} value={form.title} onChange={(e) => set('title', e.target.value)} />
            </FormField>
            <FormField id={id('bio')} label={t('office.barber.bio')} hint={t('office.optional')} error={errors.bio} size="3">
              <TextArea size="3" rows={3} {...fieldAria(id('bio'), errors.bio)} value={form.bio} onChange={(e) => set('bio', e.target.value)} />
            </FormField>
            <SpanishFields
              fields={[
                { id: id('titleEs'), label: t('office.barber.titleEs'), value: form.titleEs, onChange: (v) => set('titleEs', v), error: errors['translations.es.title'] },
                { id: id('bioEs'), label: t('office.barber.bioEs'), value: form.bioEs, onChange: (v) => set('bioEs', v), error: errors['translations.es.bio'], multiline: true },
              ]}
            />
            <FormField id={id('rating')} label={t('office.barber.rating')} hint={t('office.barber.ratingHint')} error={errors.rating} size="3">
              <TextField.Root size="3" inputMode="decimal" placeholder="4.8" {...fieldAria(id('rating'), errors.rating)} value={form.rating} onChange={(e) => set('rating', e.target.value)} />
            </FormField>
            <FormField id={id('sortOrder')} label={t('office.field.order')} hint={t('office.field.orderHint')} error={errors.sortOrder} size="3">
              <TextField.Root size="3" inputMode="numeric" {...fieldAria(id('sortOrder'), errors.sortOrder)} value={form.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
            </FormField>
            {!barber && <Text size="2" color="gray">{t('office.barber.newNote')}</Text>}
            <OfflineNote offline={offline} />
            {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close><Button type="button" size="3" variant="soft" color="gray">{t('office.cancel')}</Button></Dialog.Close>
              <Button type="submit" size="3" disabled={offline || save.isPending}>{save.isPending ? t('office.saving') : t('office.save')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The photo and its two buttons: choose a file, or (on a tablet or phone) take one with the back camera. */
function PhotoPicker({ barber, offline }: { barber: AdminBarber; offline: boolean }) {
  const [shown, setShown] = useState<AdminBarber>(barber);
  const [failure, setFailure] = useState<string | null>(null);
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const upload = useMutation({
    mutationFn: (file: File) => officeUpload(`/api/barbers/${barber.id}/photo`, file, AdminBarber),
    networkMode: 'always',
  });
  const src = barberPhotoSrc(shown);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || offline) return;
    setFailure(null);
    if (file.size > IMAGE_LIMITS.maxBytes) {
      setFailure(t('office.photo.tooBig', { mb: MAX_PHOTO_MB }));
      return;
    }
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
          <img className="office-thumb office-photo-large" src={src} alt={t('office.photo.alt', { name: shown.name })} data-testid="barber-photo" />
        ) : (
          <div className="office-thumb office-photo-large" aria-label={t('office.photo.none')} role="img"><PersonIcon width={40} height={40} /></div>
        )}
        <Flex direction="column" gap="2">
          <Button type="button" size="3" variant="soft" disabled={offline || upload.isPending} onClick={() => chooseRef.current?.click()}>
            <UploadIcon aria-hidden /> {upload.isPending ? t('office.photo.uploading') : t('office.photo.choose')}
          </Button>
          <Button type="button" size="3" variant="soft" disabled={offline || upload.isPending} onClick={() => cameraRef.current?.click()}>
            <CameraIcon aria-hidden /> {t('office.photo.take')}
          </Button>
        </Flex>
        <input ref={chooseRef} type="file" accept="image/*" hidden onChange={onFile} data-testid="photo-file" aria-label={t('office.photo.file')} />
        <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={onFile} data-testid="photo-camera" aria-label={t('office.photo.camera')} />
      </Flex>
      {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
    </Flex>
  );
}
