import { useMutation } from '@tanstack/react-query';
import { ContactMessageAnswer, type ContactMessageInput } from '#shared/schemas/contact';
import { sendJson } from '../../../lib/api';

/** POST /api/contact-messages: the Contact page's form, validated again by the server. */
export function sendContactMessage(input: ContactMessageInput) {
  return sendJson('POST', '/api/contact-messages', input, ContactMessageAnswer);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
