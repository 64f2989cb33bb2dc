import { Checkbox, Flex, Text, TextArea } from '@radix-ui/themes';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';
import { SelectField } from '../../staff-shell/components/select-field';
import { HoursCheck } from './hours-check';
import { SLOT_STEPS } from './shop-form';
import { Group, shopText, type ShopPartProps } from './shop-fields';

/** The parts of the Shop form, one card each (docs/decisions/063-pwa-rooms.md). */

/** The shop: its name, address and contacts. */
export function ShopContactPart({ values, errors, update }: ShopPartProps) {
  const { t } = useT();
  const text = shopText(errors);
  return (
    <>
      <Group title={t('office.shop.theShop')}>
        {text('name', t('office.field.name'), values.name, (s) => update((v) => ({ ...v, name: s })))}
        {values.addressLines.map((line, i) => (
          <div key={i}>
            {text(
              `addressLines.${i}`,
              t('office.shop.addressLine', { n: i + 1 }),
              line,
              (s) =>
                update((v) => {
                  v.addressLines[i] = s;
                  return v;
                }),
              i > 0 ? { hint: t('office.optional') } : {},
            )}
          </div>
        ))}
        <div className="admin-form-grid">
          {text('phone', t('office.shop.phone'), values.phone, (s) => update((v) => ({ ...v, phone: s })), { type: 'tel' })}
          {text('email', t('office.shop.email'), values.email, (s) => update((v) => ({ ...v, email: s })), { type: 'email' })}
          {text('instagram', t('office.shop.instagram'), values.instagram, (s) => update((v) => ({ ...v, instagram: s })), {
            hint: t('office.optional'),
            placeholder: 'https://www.instagram.com/…',
          })}
          {text('facebook', t('office.shop.facebook'), values.facebook, (s) => update((v) => ({ ...v, facebook: s })), {
            hint: t('office.optional'),
            placeholder: 'https://www.facebook.com/…',
          })}
        </div>
      </Group>
    </>
  );
}

/** The opening hours as Home and the footer say them, checked against the barbers' hours. */
export function ShopHoursPart({ values, errors, update }: ShopPartProps) {
  const { t } = useT();
  const text = shopText(errors);
  return (
    <>
      <Group title={t('office.shop.openingHours')} description={t('office.shop.openingHoursHint')}>
        {values.openingHours.map((row, i) => (
          <div key={i} className="admin-hours-row">
            {text(`openingHours.${i}.days`, t('office.shop.dayN', { n: i + 1 }), row.days, (s) =>
              update((v) => {
                v.openingHours[i]!.days = s;
                return v;
              }),
            )}
            {text(
              `openingHours.${i}.hours`,
              row.days ? t('office.shop.hoursOf', { days: row.days }) : t('office.shop.hoursOfDayN', { n: i + 1 }),
              row.hours,
              (s) =>
                update((v) => {
                  v.openingHours[i]!.hours = s;
                  return v;
                }),
              { placeholder: t('office.shop.closed') },
            )}
          </div>
        ))}
        <HoursCheck openingHours={values.openingHours} onUse={(rows) => update((v) => ({ ...v, openingHours: rows }))} />
      </Group>
    </>
  );
}

/** Home's four service cards. */
export function ShopCardsPart({ values, errors, update }: ShopPartProps) {
  const { t } = useT();
  const text = shopText(errors);
  return (
    <>
      <Group title={t('office.shop.cards')} description={t('office.shop.cardsHint')}>
        {values.homeServices.map((card, i) => (
          <Flex key={i} direction="column" gap="3" className="admin-bo-row" style={{ display: 'flex' }}>
            <Text weight="medium">{t('office.shop.card', { n: i + 1 })}</Text>
            <div className="admin-form-grid">
              {text(`homeServices.${i}.name`, t('office.shop.cardName', { n: i + 1 }), card.name, (s) =>
                update((v) => {
                  v.homeServices[i]!.name = s;
                  return v;
                }),
              )}
              {text(
                `homeServices.${i}.price`,
                t('office.shop.cardPrice', { n: i + 1 }),
                card.price,
                (s) =>
                  update((v) => {
                    v.homeServices[i]!.price = s;
                    return v;
                  }),
                { placeholder: '$35+' },
              )}
              {text(
                `homeServices.${i}.duration`,
                t('office.shop.cardMinutes', { n: i + 1 }),
                card.duration,
                (s) =>
                  update((v) => {
                    v.homeServices[i]!.duration = s;
                    return v;
                  }),
                { type: 'number' },
              )}
            </div>
            <FormField
              id={`shop-homeServices.${i}.description`}
              label={t('office.shop.cardDescription', { n: i + 1 })}
              size="3"
              error={errors[`homeServices.${i}.description`]}
            >
              <TextArea
                size="3"
                value={card.description}
                onChange={(e) => {
                  const s = e.target.value;
                  update((v) => {
                    v.homeServices[i]!.description = s;
                    return v;
                  });
                }}
                {...fieldAria(`shop-homeServices.${i}.description`, errors[`homeServices.${i}.description`])}
              />
            </FormField>
          </Flex>
        ))}
      </Group>
    </>
  );
}

/** The booking rules, the reminders and the line. */
export function ShopRulesPart({ values, errors, update }: ShopPartProps) {
  const { t } = useT();
  const text = shopText(errors);
  const stepOptions = SLOT_STEPS.map((s) => ({ value: String(s), label: t('office.shop.stepMinutes', { minutes: s }) }));
  return (
    <>
      <Group title={t('office.shop.rules')} description={t('office.shop.rulesHint')}>
        <Flex direction="column" gap="1">
          <div className="admin-form-grid">
            {text(
              'bookingRules.minNoticeMinutes',
              t('office.shop.noticeHours'),
              values.noticeHours,
              (s) => update((v) => ({ ...v, noticeHours: s })),
              { type: 'number' },
            )}
            {text(
              'noticeMinutes',
              t('office.shop.noticeMinutes'),
              values.noticeMinutes,
              (s) => update((v) => ({ ...v, noticeMinutes: s })),
              { type: 'number' },
            )}
          </div>
          <Text size="2" color="gray">
            {t('office.shop.noticeHint')}
          </Text>
        </Flex>
        <div className="admin-form-grid">
          {text(
            'bookingRules.horizonDays',
            t('office.shop.horizon'),
            values.horizonDays,
            (s) => update((v) => ({ ...v, horizonDays: s })),
            { type: 'number' },
          )}
          <FormField
            id="shop-bookingRules.slotStepMinutes"
            label={t('office.shop.step')}
            size="3"
            error={errors['bookingRules.slotStepMinutes']}
          >
            <SelectField
              id="shop-bookingRules.slotStepMinutes"
              value={values.slotStepMinutes}
              onChange={(s) => update((v) => ({ ...v, slotStepMinutes: s }))}
              options={stepOptions}
              error={errors['bookingRules.slotStepMinutes']}
            />
          </FormField>
        </div>
      </Group>

      <Group title={t('office.shop.reminders')} description={t('office.shop.remindersHint')}>
        <div className="admin-form-grid">
          {text(
            'reminders.everyDays',
            t('office.shop.reminderDays'),
            values.reminderDays,
            (s) => update((v) => ({ ...v, reminderDays: s })),
            { type: 'number' },
          )}
        </div>
      </Group>

      <Group title={t('office.shop.line')} description={t('office.shop.lineHint')}>
        <div className="admin-form-grid">
          {text(
            'line.lateAfterMinutes',
            t('office.shop.lateAfterMinutes'),
            values.lateAfterMinutes,
            (s) => update((v) => ({ ...v, lateAfterMinutes: s })),
            { type: 'number' },
          )}
        </div>
        <Text as="label" size="3">
          <Flex gap="2" align="center">
            <Checkbox
              size="2"
              checked={values.onlineJoinPaused}
              onCheckedChange={(c) => update((v) => ({ ...v, onlineJoinPaused: c === true }))}
            />
            {t('office.shop.onlineJoinPaused')}
          </Flex>
        </Text>
      </Group>
    </>
  );
}
