import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { CameraIcon, PersonIcon, UploadIcon } from '@radix-ui/react-icons';
import { AdminBarber, BarberCreateInput, BarberPatchInput, IMAGE_LIMITS } from '#shared/schemas/back-office';
import { FormField, fieldAria } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import {
  failureMessage, issuesToFields, submitOfficeForm, OfflineNote, officeSend, officeUpload, refreshCatalogue, useOfficeOffline,
} from '../services/office-api';
import { ORDER_MESSAGE } from '../services/service-dialog';
import { barberPhotoSrc } from './barber-photo';

/** Said before uploading a file the server would refuse for its size anyway (a tablet's camera can make big ones). */
export const TOO_BIG = `That photo is larger than ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB. Please choose a smaller one.`;

type Form = { name: string; title: string; bio: string; sortOrder: string };

const toForm = (b?: AdminBarber): Form => ({ name: b?.name ?? '', title: b?.title ?? '', bio: b?.bio ?? '', sortOrder: b ? String(b.sortOrder) : '' });

/** The body POST/PATCH /api/barbers sends (the order only when given). */
export function barberBody(form: Form): BarberCreateInput {
  const order = form.sortOrder.trim();
  return {
    name: form.name,
    title: form.title,
    bio: form.bio,
    ...(order === '' ? {} : { sortOrder: /^\d+$/.test(order) ? Number(order) : (order as unknown as number) }),
  };
}

/** Add or edit a barber; editing also changes their photo (uploaded at once, apart from Save). */
export function BarberDialog({ barber, onClose }: { barber?: AdminBarber; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => toForm(barber));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = (name: string) => `barber-${name}`;
  const save = useMutation({
    mutationFn: (body: BarberCreateInput) =>
      barber ? officeSend('PATCH', `/api/barbers/${barber.id}`, body, AdminBarber) : officeSend('POST', '/api/barbers', body, AdminBarber),
    networkMode: 'always',
  });
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = barberBody(form);
    const parsed = (barber ? BarberPatchInput : BarberCreateInput).safeParse(body);
    const found = parsed.success ? {} : issuesToFields(parsed.error);
    if (form.sortOrder.trim() !== '' && !/^\d+$/.test(form.sortOrder.trim())) found.sortOrder = ORDER_MESSAGE;
    submitOfficeForm({
      body, found, setErrors, setFailure, controlId: id, save, what: 'barber',
      onSaved: (saved) => {
        void refreshCatalogue(queryClient);
        toast({ title: barber ? 'Barber Updated' : 'Barber Added', description: `${saved.name} is saved.` });
        onClose();
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px" className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{barber ? `Edit ${barber.name}` : 'Add Barber'}</Dialog.Title>
        {barber && <PhotoPicker barber={barber} offline={offline} />}
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            <FormField id={id('name')} label="Name" error={errors.name} size="3">
              <TextField.Root size="3" {...fieldAria(id('name'), errors.name)} value={form.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField id={id('title')} label="Title" hint="optional" error={errors.title} size="3">
              <TextField.Root size="3" placeholder="Master Barber" {...fieldAria(id('title'), errors.title)} value={form.title} onChange={(e) => set('title', e.target.value)} />
            </FormField>
            <FormField id={id('bio')} label="Bio" hint="optional" error={errors.bio} size="3">
              <TextArea size="3" rows={3} {...fieldAria(id('bio'), errors.bio)} value={form.bio} onChange={(e) => set('bio', e.target.value)} />
            </FormField>
            <FormField id={id('sortOrder')} label="Order" hint="lower shows first" error={errors.sortOrder} size="3">
              <TextField.Root size="3" inputMode="numeric" {...fieldAria(id('sortOrder'), errors.sortOrder)} value={form.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
            </FormField>
            {!barber && <Text size="2" color="gray">A new barber performs every service at its price, and takes no bookings until their hours are set.</Text>}
            <OfflineNote offline={offline} />
            {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close><Button type="button" size="3" variant="soft" color="gray">Cancel</Button></Dialog.Close>
              <Button type="submit" size="3" disabled={offline || save.isPending}>{save.isPending ? 'Saving...' : 'Save'}</Button>
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
      setFailure(TOO_BIG);
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => {
        setShown(saved);
        void refreshCatalogue(queryClient);
        toast({ title: 'Photo Updated', description: `${saved.name}’s new photo is on the site.` });
      },
      onError: (err) => setFailure(failureMessage(err, 'The photo could not be uploaded. Please try again.')),
    });
  }

  return (
    <Flex direction="column" gap="2" mb="4">
      <Flex gap="4" align="center" wrap="wrap">
        {src ? (
          <img className="office-thumb office-photo-large" src={src} alt={`${shown.name}’s photo`} data-testid="barber-photo" />
        ) : (
          <div className="office-thumb office-photo-large" aria-label="No photo yet" role="img"><PersonIcon width={40} height={40} /></div>
        )}
        <Flex direction="column" gap="2">
          <Button type="button" size="3" variant="soft" disabled={offline || upload.isPending} onClick={() => chooseRef.current?.click()}>
            <UploadIcon aria-hidden /> {upload.isPending ? 'Uploading...' : 'Choose photo'}
          </Button>
          <Button type="button" size="3" variant="soft" disabled={offline || upload.isPending} onClick={() => cameraRef.current?.click()}>
            <CameraIcon aria-hidden /> Take photo
          </Button>
        </Flex>
        <input ref={chooseRef} type="file" accept="image/*" hidden onChange={onFile} data-testid="photo-file" aria-label="Photo file" />
        <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={onFile} data-testid="photo-camera" aria-label="Photo from camera" />
      </Flex>
      {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
    </Flex>
  );
}
