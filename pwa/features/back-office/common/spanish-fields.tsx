import { Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';

type Field = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; multiline?: boolean };

/**
 * The shop's own text in Spanish, under the English fields of a catalogue dialog (service, barber,
 * product): what clients reading in Spanish see; empty shows them the English (common/translations.ts).
 * Their labels are in Spanish in both languages ('Nombre (español)'): the fields are for Spanish text,
 * and an English label starting 'Title' or holding 'Description' would be a second match for the
 * English fields' own labels.
 */
export function SpanishFields({ fields }: { fields: Field[] }) {
  const { t } = useT();
  return (
    <Flex direction="column" gap="3" data-testid="spanish-fields">
      {fields.map((f) => (
        <FormField key={f.id} id={f.id} label={f.label} error={f.error} size="3">
          {f.multiline ? (
            <TextArea
              size="3"
              rows={2}
              lang="es"
              {...fieldAria(f.id, f.error)}
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
            />
          ) : (
            <TextField.Root size="3" lang="es" {...fieldAria(f.id, f.error)} value={f.value} onChange={(e) => f.onChange(e.target.value)} />
          )}
        </FormField>
      ))}
      <Text size="2" color="gray" mt="-1">
        {t('office.spanish.hint')}
      </Text>
    </Flex>
  );
}
