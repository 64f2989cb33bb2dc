import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Flex, Grid, Select, Text } from '@radix-ui/themes';
import { UploadIcon } from '#pwa/components/icons/upload';
import { AdminProduct, ProductCreateInput, ProductPatchInput } from '#shared/schemas/store';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import { FormField } from '#pwa/components/form-field';
import { issuesToFields, officeSend, officeUpload } from '../../staff-shell/api/office-api';
import { OfficeFormDialog } from '../common/office-dialog';
import { NameAndDescriptionFields, OfficeTextField, PhotoFileButton, useOfficeForm } from '../common/office-form';
import { refreshProducts } from './queries';
import { productBody, toForm, type ProductBody, type ProductForm as Form } from './product-form';

/** Add or edit a product, with its photo (sent through the image pipeline after the product is saved). */
export function ProductDialog({ product, onClose }: { product?: AdminProduct; onClose: () => void }) {
  const { form, set, errors, failure, setFailure, offline, t, id, submit } = useOfficeForm<Form>('product', () => toForm(product));
  const [file, setFile] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: async (body: ProductBody) => {
      const saved = !product
        ? await officeSend('POST', '/api/products', body, AdminProduct)
        : Object.keys(body).length > 0
          ? await officeSend('PATCH', `/api/products/${product.id}`, body, AdminProduct)
          : product; // a new photo only
      return file ? officeUpload(`/api/products/${saved.id}/image`, file, AdminProduct) : saved;
    },
    networkMode: 'always',
  });

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
    submit({
      body,
      found,
      save,
      fallback: t('office.product.saveFailed'),
      refresh: refreshProducts,
      title: t(product ? 'office.product.updated' : 'office.product.added'),
      onSaved: onClose,
    });
  }

  const field = (
    key: Exclude<keyof Form, 'category'>,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric'; placeholder?: string } = {},
    hint?: string,
  ) => (
    <OfficeTextField
      id={id(key)}
      label={label}
      hint={hint}
      error={errors[key]}
      {...extra}
      value={form[key]}
      onChange={(v) => set(key, v)}
    />
  );

  return (
    <OfficeFormDialog
      title={product ? t('office.editName', { name: product.name }) : t('office.product.add')}
      maxWidth="600px"
      onClose={onClose}
      onSubmit={onSubmit}
      offline={offline}
      failure={failure}
      busy={save.isPending}
    >
      <Flex gap="4" align="center" wrap="wrap">
        {product?.image && !file && (
          <img className="office-thumb office-photo-large" src={product.image} alt={t('office.photo.alt', { name: product.name })} />
        )}
        <PhotoFileButton
          disabled={offline}
          testId="product-photo-file"
          fileLabel={t('office.photo.file')}
          onFile={(chosen) => {
            setFailure(null);
            setFile(chosen);
          }}
          onTooBig={(message) => {
            setFailure(message);
            setFile(null);
          }}
        >
          <UploadIcon aria-hidden /> {file ? t('office.photo.change') : t('office.photo.choose')}
        </PhotoFileButton>
        {file && (
          <Text size="2" color="gray" data-testid="chosen-photo">
            {file.name}
          </Text>
        )}
      </Flex>
      <NameAndDescriptionFields id={id} form={form} errors={errors} set={set} />
      <Grid columns={{ initial: '1', xs: '3' }} gap="3">
        {field('price', t('office.field.price'), { inputMode: 'decimal' })}
        <FormField id={id('category')} label={t('office.product.category')} error={errors.category} size="3">
          <Select.Root size="3" value={form.category} onValueChange={(v) => set('category', v as Form['category'])}>
            <Select.Trigger id={id('category')} />
            <Select.Content>
              {PRODUCT_CATEGORIES.map((c) => (
                <Select.Item key={c} value={c}>
                  {t(`office.category.${c}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        {field('size', t('office.product.size'), { placeholder: '100 g' }, t('office.optional'))}
      </Grid>
      <Grid columns={{ initial: '1', xs: '2' }} gap="3">
        {field('stock', t('office.product.stock'), { inputMode: 'numeric' })}
        {field('lowStockThreshold', t('office.product.lowStock'), { inputMode: 'numeric' })}
      </Grid>
    </OfficeFormDialog>
  );
}
