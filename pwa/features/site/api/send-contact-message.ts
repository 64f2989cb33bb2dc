import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '#shared/schemas/contact';
import { schema, sendJson } from '#pwa/lib/api';

/** POST /api/contact-messages: the Contact page's form, validated again by the server. */
export function sendContactMessage(input: ContactMessageInput) {
  // The answer's schema loads with the first message sent, not with the page.
  return sendJson('POST', '/api/contact-messages', input, schema('contact', 'ContactMessageAnswer'));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
