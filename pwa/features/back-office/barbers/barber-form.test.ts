import { describe, expect, it } from 'vitest';
import { AdminBarber, BarberCreateInput, BarberPatchInput } from '#shared/schemas/admin-barbers';
import { barberBody, toBarberForm } from './barber-form';

const miguel = AdminBarber.parse({
  id: 1,
  name: 'Miguel Santos',
  title: 'Master Barber',
  bio: 'Twenty years of fades.',
  rating: '4.9',
  active: true,
  sortOrder: 1,
  photoUrl: null,
  translations: { es: { title: 'Barbero principal', bio: 'Veinte años de fades.' } },
});

describe('the barber form’s body', () => {
  it('opens with the stored Spanish title and bio', () => {
    expect(toBarberForm(miguel)).toMatchObject({ titleEs: 'Barbero principal', bioEs: 'Veinte años de fades.' });
    expect(toBarberForm()).toMatchObject({ titleEs: '', bioEs: '' });
  });

  it('a new barber sends translations.es with what was filled in, and none when left empty', () => {
    const form = { ...toBarberForm(), name: 'Luis Rivera', title: 'Senior Barber', titleEs: ' Barbero sénior ' };
    expect(barberBody(form)).toEqual({
      name: 'Luis Rivera',
      title: 'Senior Barber',
      bio: '',
      translations: { es: { title: 'Barbero sénior' } },
    });
    expect(BarberCreateInput.safeParse(barberBody(form)).success).toBe(true);
    expect(barberBody({ ...form, titleEs: '' })).toEqual({ name: 'Luis Rivera', title: 'Senior Barber', bio: '' });
  });

  it('an edit sends translations only when the Spanish text changed; an emptied field is removed', () => {
    const form = toBarberForm(miguel);
    expect(barberBody({ ...form, bio: 'Twenty-one years of fades.' }, miguel)).not.toHaveProperty('translations');
    const body = barberBody({ ...form, bioEs: 'Veintiún años de fades.' }, miguel);
    expect(body.translations).toEqual({ es: { title: 'Barbero principal', bio: 'Veintiún años de fades.' } });
    expect(BarberPatchInput.safeParse(body).success).toBe(true);
    expect(barberBody({ ...form, titleEs: '' }, miguel).translations).toEqual({ es: { bio: 'Veinte años de fades.' } });
  });
});

describe('the barber’s rating (shown on the Barbers page only when the owner gives one)', () => {
  it('opens with the stored rating, or empty for none', () => {
    expect(toBarberForm(miguel).rating).toBe('4.9');
    expect(toBarberForm({ ...miguel, rating: null }).rating).toBe('');
    expect(toBarberForm().rating).toBe('');
  });

  it('a new barber sends a rating only when one is typed', () => {
    const form = { ...toBarberForm(), name: 'Luis Rivera' };
    expect(barberBody(form)).not.toHaveProperty('rating');
    expect(barberBody({ ...form, rating: ' 4.7 ' }).rating).toBe(4.7);
    expect(barberBody({ ...form, rating: '4,7' }).rating).toBe(4.7);
  });

  it('an edit sends it only when it changed; emptied, it is removed (null); nonsense is refused by the schema', () => {
    const form = toBarberForm(miguel);
    expect(barberBody(form, miguel)).not.toHaveProperty('rating');
    expect(barberBody({ ...form, rating: '4.5' }, miguel).rating).toBe(4.5);
    expect(barberBody({ ...form, rating: '' }, miguel).rating).toBeNull();
    for (const bad of ['abc', '5.5', '4.55']) {
      const parsed = BarberPatchInput.safeParse(barberBody({ ...form, rating: bad }, miguel));
      expect(parsed.success, bad).toBe(false);
    }
  });
});
