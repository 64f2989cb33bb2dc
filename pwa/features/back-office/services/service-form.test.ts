import { describe, expect, it } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService, ServiceCreateInput, ServicePatchInput } from '#shared/schemas/admin-services';
import { emptyServiceForm, serviceBody, serviceToForm } from './service-form';

const miguel = AdminBarber.parse({
  id: 1,
  name: 'Miguel Santos',
  title: '',
  bio: '',
  rating: '4.9',
  active: true,
  sortOrder: 1,
  photoUrl: null,
  translations: {},
});
const corte = AdminService.parse({
  id: 1,
  name: 'Classic Cut',
  description: 'Scissor or clipper cut.',
  price: 35,
  duration: 45,
  cleanup: 10,
  bookableOnline: true,
  retired: false,
  sortOrder: 1,
  barbers: [{ barberId: 1, price: null }],
  translations: { es: { name: 'Corte clásico', description: 'Con tijera o máquina.' } },
});

describe('the service form’s Spanish text', () => {
  it('opens with the stored Spanish name and description', () => {
    expect(serviceToForm(corte, [miguel])).toMatchObject({ nameEs: 'Corte clásico', descriptionEs: 'Con tijera o máquina.' });
    expect(emptyServiceForm([miguel])).toMatchObject({ nameEs: '', descriptionEs: '' });
  });

  it('a new service sends translations.es with what was filled in, and none when left empty', () => {
    const form = { ...emptyServiceForm([miguel]), name: 'Beard Trim', price: '20', duration: '30', nameEs: 'Recortar barba' };
    const body = serviceBody(form, [miguel]);
    expect(body.translations).toEqual({ es: { name: 'Recortar barba' } });
    expect(ServiceCreateInput.safeParse(body).success).toBe(true);
    expect(serviceBody({ ...form, nameEs: '' }, [miguel])).not.toHaveProperty('translations');
  });

  it('an edit sends translations only when the Spanish text changed; an emptied field is removed', () => {
    const form = serviceToForm(corte, [miguel]);
    expect(serviceBody({ ...form, name: 'Classic Haircut' }, [miguel], corte)).not.toHaveProperty('translations');
    const renamed = serviceBody({ ...form, nameEs: 'Corte de pelo clásico' }, [miguel], corte);
    expect(renamed.translations).toEqual({ es: { name: 'Corte de pelo clásico', description: 'Con tijera o máquina.' } });
    expect(ServicePatchInput.safeParse(renamed).success).toBe(true);
    expect(serviceBody({ ...form, descriptionEs: '' }, [miguel], corte).translations).toEqual({ es: { name: 'Corte clásico' } });
  });
});
