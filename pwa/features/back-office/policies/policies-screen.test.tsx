// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '#shared/policies';
import { componentTestHooks, fakeApi, type ApiCall } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { PoliciesScreen } from './policies-screen';

componentTestHooks(new Date('2026-11-24T14:00:00Z'));

describe('the owner’s Privacy & Terms screen', () => {
  it('shows the four texts (both policies, both languages) and saves an edit', async () => {
    const api = fakeApi({
      'GET /api/policies': DEFAULT_POLICIES,
      'PUT /api/policies': (call: ApiCall) => call.body,
    });
    renderWithApp(<PoliciesScreen />, { path: '/admin/back-office/policies' });
    const termsEs = await screen.findByLabelText('Terms of Service (Spanish)');
    expect(screen.getByLabelText('Privacy Policy (English)')).toHaveValue(DEFAULT_POLICIES.privacy.en);
    fireEvent.change(termsEs, { target: { value: '## Condiciones\n\nLlega a tiempo.' } });
    fireEvent.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/policies')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/policies')[0]?.body).toEqual({
      ...DEFAULT_POLICIES,
      terms: { ...DEFAULT_POLICIES.terms, es: '## Condiciones\n\nLlega a tiempo.' },
    });
    expect(await screen.findByText('Privacy Policy and Terms saved')).toBeInTheDocument();
  });

  it('will not save an empty text', async () => {
    fakeApi({ 'GET /api/policies': DEFAULT_POLICIES });
    renderWithApp(<PoliciesScreen />, { path: '/admin/back-office/policies' });
    const privacyEn = await screen.findByLabelText('Privacy Policy (English)');
    fireEvent.change(privacyEn, { target: { value: '  ' } });
    expect(screen.getByText('The text is required')).toBeInTheDocument();
    expect(screen.getByText('Save', { selector: 'button' })).toBeDisabled();
  });
});
