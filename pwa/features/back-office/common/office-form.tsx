import { useRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Button, TextArea, TextField } from '@radix-ui/themes';
import { IMAGE_LIMITS } from '#shared/schemas/admin-barbers';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import { submitOfficeForm, useOfficeOffline } from '../../staff-shell/api/office-api';
import { SpanishFields } from './spanish-fields';

/**
 * The inside of the back office's add/edit dialogs (docs/decisions/063-pwa-rooms.md): the form's state, its
 * server field errors and failure, the labelled fields, the name-and-description block with its Spanish, the
 * order field, and the photo's file button. Each dialog keeps its own fields and what it sends.
 */

/** The largest photo worth uploading, in MB: said before uploading a file the server would refuse for its size anyway (`office.photo.tooBig`). */
export const MAX_PHOTO_MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

type SubmitOptions<B, S extends { name: string }> = Omit<
  Parameters<typeof submitOfficeForm<B, S>>[0],
  'setErrors' | 'setFailure' | 'controlId' | 'words' | 'onSaved'
> & {
  /** What the screens read again once saved (refreshCatalogue, refreshProducts). */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The toast's title ('Service added'); its text names what was saved. */
  title: string;
  /** After the toast (the dialog closes). */
  onSaved: (saved: S) => void;
};

/** What an add/edit dialog holds: its form, the errors beside the fields, the failure, and the tools it saves with. */
export function useOfficeForm<F extends object>(prefix: string, initial: () => F) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useT();
  const id = (name: string) => `${prefix}-${name}`;
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** Checks, then saves: the found errors beside the fields (the first focused), else sent; once saved the lists read again and a toast says so. */
  const submit = <B, S extends { name: string }>({ refresh, title, onSaved, ...o }: SubmitOptions<B, S>) =>
    submitOfficeForm<B, S>({
      ...o,
      setErrors,
      setFailure,
      controlId: id,
      words,
      onSaved: (saved) => {
        void refresh(queryClient);
        toast({ title, description: words.t('office.saved', { name: saved.name }) });
        onSaved(saved);
      },
    });
  return { form, setForm, set, errors, failure, setFailure, offline, words, t: words.t, id, submit };
}

/** The order a list is shown in must be a whole number (or empty); adds its error to `found`. */
export function checkOrder(sortOrder: string, found: Record<string, string>, t: I18nValue['t']) {
  if (sortOrder.trim() !== '' && !/^\d+$/.test(sortOrder.trim())) found.sortOrder = t('office.form.orderWhole');
}

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled one-line field on the tablet, its error announced. */
export function OfficeTextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: FieldProps & Pick<ComponentProps<typeof TextField.Root>, 'inputMode' | 'placeholder' | 'disabled'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} size="3">
      <TextField.Root size="3" {...input} {...fieldAria(id, error)} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

/** A labelled text area on the tablet, its error announced. */
export function OfficeTextArea({ id, label, hint, error, value, onChange, rows }: FieldProps & { rows: number }) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} size="3">
      <TextArea size="3" rows={rows} {...fieldAria(id, error)} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

type Named = { name: string; description: string; nameEs: string; descriptionEs: string };

/** Name, description (optional) and their Spanish, as services and products have them. */
export function NameAndDescriptionFields<F extends Named>({
  id,
  form,
  errors,
  set,
}: {
  id: (name: string) => string;
  form: F;
  errors: Record<string, string>;
  set: (key: keyof Named, value: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <OfficeTextField
        id={id('name')}
        label={t('office.field.name')}
        error={errors.name}
        value={form.name}
        onChange={(v) => set('name', v)}
      />
      <OfficeTextArea
        id={id('description')}
        label={t('office.field.description')}
        hint={t('office.optional')}
        error={errors.description}
        rows={2}
        value={form.description}
        onChange={(v) => set('description', v)}
      />
      <SpanishFields
        fields={[
          {
            id: id('nameEs'),
            label: t('office.field.nameEs'),
            value: form.nameEs,
            onChange: (v) => set('nameEs', v),
            error: errors['translations.es.name'],
          },
          {
            id: id('descriptionEs'),
            label: t('office.field.descriptionEs'),
            value: form.descriptionEs,
            onChange: (v) => set('descriptionEs', v),
            error: errors['translations.es.description'],
            multiline: true,
          },
        ]}
      />
    </>
  );
}

/** Where the item stands in its list: a whole number, the lowest first. */
export function OrderField({ id, error, value, onChange }: { id: string; error?: string; value: string; onChange: (v: string) => void }) {
  const { t } = useT();
  return (
    <OfficeTextField
      id={id}
      label={t('office.field.order')}
      hint={t('office.field.orderHint')}
      error={error}
      inputMode="numeric"
      value={value}
      onChange={onChange}
    />
  );
}

type PhotoButtonProps = {
  /** The button's icon and words. */
  children: ReactNode;
  disabled: boolean;
  /** The hidden file input's test id and accessible name. */
  testId: string;
  fileLabel: string;
  /** 'environment': a tablet or phone opens its back camera. */
  capture?: 'environment';
  /** A chosen image within the size limit. */
  onFile: (file: File) => void;
  /** A chosen image over the limit: what to say ('office.photo.tooBig'). */
  onTooBig: (message: string) => void;
};

/** A button that opens the file picker (or the camera) for a photo, and says so when the file is too big to send. */
export function PhotoFileButton({ children, disabled, testId, fileLabel, capture, onFile, onTooBig }: PhotoButtonProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { t } = useT();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_LIMITS.maxBytes) onTooBig(t('office.photo.tooBig', { mb: MAX_PHOTO_MB }));
    else onFile(file);
  }
  return (
    <>
      <Button type="button" size="3" variant="soft" disabled={disabled} onClick={() => ref.current?.click()}>
        {children}
      </Button>
      <input
        ref={ref}
        type="file"
        accept="image/*"
        capture={capture}
        hidden
        onChange={onChange}
        data-testid={testId}
        aria-label={fileLabel}
      />
    </>
  );
}
