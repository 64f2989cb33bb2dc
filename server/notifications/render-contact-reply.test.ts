import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';
import { ctx, row } from './render-test-fixtures';

describe('renderEmail', () => {
  it('a reply to a Contact message: the answer first, then what the client wrote, quoted', () => {
    const m = renderEmail(
      row('contact-reply', {
        contactMessageId: 5,
        name: 'Ana',
        body: 'Yes, we open at 9.\nSee you!',
        original: { message: 'Do you open <early>?\nThanks', sentAt: '2026-11-19T15:00:00.000Z' },
      }),
      ctx,
    );
    expect(m.subject).toBe('Re: your message to Tom & Jerry’s <Barbers>');
    expect(m.text).toMatch(/^Hi Ana,\n\nYes, we open at 9\.\nSee you!\n\nYou wrote on .*2026:\n> Do you open <early>\?\n> Thanks\n/);
    expect(m.html).toContain('Yes, we open at 9.<br>See you!');
    expect(m.html).toContain('Do you open &lt;early&gt;?<br>Thanks');
    expect(m.headers).toEqual({});
  });
});
