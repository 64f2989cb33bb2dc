import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Dialog, Flex, Grid, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { UploadIcon } from '@radix-ui/react-icons';
import { IMAGE_LIMITS } from '#shared/schemas/back-office';
import { AdminProduct, ProductCreateInput, ProductPatchInput } from '#shared/schemas/store';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import { FormField, fieldAria } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import { issuesToFields, submitOfficeForm, OfflineNote, officeSend, officeUpload, useOfficeOffline } from '../services/office-api';
import { MAX_PHOTO_MB } from '../barbers/barber-dialog';
import { SpanishFields } from '../common/spanish-fields';
import { refreshProducts } from './queries';
import { productBody, toForm, type ProductBody, type ProductForm as Form } from './product-form';

/** Add or edit a product, with its photo (sent through the image pipeline after the product is saved). */
export function ProductDialog({ product, onClose }: { product?: AdminProduct; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => toForm(product));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useT();
  const { t } = words;
  const id = (name: string) => `product-${name}`;
  const save = useMutation({
    mutationFn: async (body: ProductBody) => {
      const saved = !product
        ? await officeSend('POST', '/api/products', body, AdminProduct)
        : Object.keys(body).length > 0 ? await officeSend('PATCH', `/api/products/${product.id}`, body, AdminProduct) : product; // a new photo only
      return file ? officeUpload(`/api/products/${saved.id}/image`, file, AdminProduct) : saved;
    },
    networkMode: 'always',
  });
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFailure(chosen && chosen.size > IMAGE_LIMITS.maxBytes ? t('office.photo.tooBig', { mb: MAX_PHOTO_MB }) : null);
    setFile(chosen && chosen.size <= IMAGE_LIMITS.maxBytes ? chosen : null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = productBody(form, product);
    if (product && Object.keys(body).length === 0 && !file) {
      onClose(); // nothing changed: nothing to save
      return;
    }
    const photoOnly = product !== undefined && file !== null && Object.keys(body).length === 0;
    const parsed = (product ? ProductPatchInput : ProductCreateInput).safeParse(body);
    const found = parsed.success || photoOnly ? {} : issuesToFields(parsed.error);
    submitOfficeForm({
      body, found, setErrors, setFailure, controlId: id, save, fallback: t('office.product.saveFailed'), words,
      onSaved: (saved) => {
        void refreshProducts(queryClient);
        toast({ title: t(product ? 'office.product.updated' : 'office.product.added'), description: t('office.saved', { name: saved.name }) });
        onClose();
      },
    });
  }

  const field = (key: Exclude<keyof Form, 'category'>, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <FormField id={id(key)} label={label} hint={hint} error={errors[key]} size="3">
      <TextField.Root size="3" {...extra} {...fieldAria(id(key), errors[key])} value={form[key]} onChange={(e) => set(key, e.target.value)} />
    </FormField>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{product ? t('office.editName', { name: product.name }) : t('office.product.add')}</Dialog.Title>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            <Flex gap="4" align="center" wrap="wrap">
              {product?.image && !file && <img className="office-thumb office-photo-large" src={product.image} alt={t('office.photo.alt', { name: product.name })} />}
              <Button type="button" size="3" variant="soft" disabled={offline} onClick={() => fileRef.current?.click()}>
                <UploadIcon aria-hidden /> {file ? t('office.photo.change') : t('office.photo.choose')}
              </Button>
              {file && <Text size="2" color="gray" data-testid="chosen-photo">{file.name}</Text>}
              <input ref={fileRef} type="file" accept="image/*" hidden onChange={onFile} data-testid="product-photo-file" aria-label={t('office.photo.file')} />
            </Flex>
            {field('name', t('office.field.name'))}
            <FormField id={id('description')} label={t('office.field.description')} hint={t('office.optional')} error={errors.description} size="3">
              <TextArea size="3" rows={2} {...fieldAria(id('description'), errors.description)} value={form.description} onChange={(e) => set('description', e.target.value)} />
            </FormField>
            <SpanishFields
              fields={[
                { id: id('nameEs'), label: t('office.field.nameEs'), value: form.nameEs, onChange: (v) => set('nameEs', v), error: errors['translations.es.name'] },
                { id: id('descriptionEs'), label: t('office.field.descriptionEs'), value: form.descriptionEs, onChange: (v) => set('descriptionEs', v), error: errors['translations.es.description'], multiline: true },
              ]}
            />
            <Grid columns={{ initial: '1', xs: '3' }} gap="3">
              {field('price', t('office.field.price'), { inputMode: 'decimal' })}
              <FormField id={id('category')} label={t('office.product.category')} error={errors.category} size="3">
                <Select.Root size="3" value={form.category} onValueChange={(v) => set('category', v)}>
                  <Select.Trigger id={id('category')} />
                  <Select.Content>
                    {PRODUCT_CATEGORIES.map((c) => <Select.Item key={c} value={c}>{t(`office.category.${c}`)}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </FormField>
              {field('size', t('office.product.size'), { placeholder: '100 g' }, t('office.optional'))}
            </Grid>
            <Grid columns={{ initial: '1', xs: '2' }} gap="3">
              {field('stock', t('office.product.stock'), { inputMode: 'numeric' })}
              {field('lowStockThreshold', t('office.product.lowStock'), { inputMode: 'numeric' })}
            </Grid>
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
