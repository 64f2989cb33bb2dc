import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { Policies } from '#shared/schemas/policies';
import { ApiError, getJson, sendJson } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';

const KEY = ['/api/policies', 'admin'] as const;
const TEXTS = [
  ['privacy', 'en'],
  ['privacy', 'es'],
  ['terms', 'en'],
  ['terms', 'es'],
] as const;

/**
 * /admin/back-office/policies: the Privacy Policy and Terms the public pages show, in English and
 * Spanish (docs/decisions/069-visitor-never-stuck.md). A blank line starts a paragraph, "## " a heading,
 * `{shop}` reads as the shop's name.
 */
export function PoliciesScreen() {
  const { t, known } = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: KEY, queryFn: () => getJson('/api/policies?view=admin', Policies) });
  const [draft, setDraft] = useState<Policies>();
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: (next: Policies) => sendJson('PUT', '/api/policies', next, Policies),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/policies'] });
      toast({ title: t('office.policies.saved') });
    },
    onError: (err) =>
      toast({
        title: t('office.policies.failed'),
        description: err instanceof ApiError && err.serverMessage ? known(err.serverMessage) : undefined,
        variant: 'destructive',
      }),
  });

  if (!draft) return <Text color="gray">{t('office.policies.loading')}</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5">
            {t('office.policies.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('office.policies.help', { token: '{shop}' })}
          </Text>
        </Flex>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          {TEXTS.map(([which, lang]) => {
            const id = `policy-${which}-${lang}`;
            const empty = draft[which][lang].trim() === '' ? t('office.policies.required') : undefined;
            return (
              <Card key={id}>
                <FormField id={id} label={t(`office.policies.${which}.${lang}`)} error={empty}>
                  <TextArea
                    rows={14}
                    value={draft[which][lang]}
                    onChange={(e) => setDraft({ ...draft, [which]: { ...draft[which], [lang]: e.target.value } })}
                    {...fieldAria(id, empty)}
                  />
                </FormField>
              </Card>
            );
          })}
        </Grid>
        <Flex gap="3">
          <Button type="submit" size="3" disabled={save.isPending || TEXTS.some(([w, l]) => draft[w][l].trim() === '')}>
            {save.isPending ? t('office.policies.saving') : t('office.policies.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
