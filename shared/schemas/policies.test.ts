import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '../policies';
import { policyBlocks } from './policies';

describe('policyBlocks', () => {
  it('reads a "## " line as a heading even when its paragraph follows on the next line', () => {
    expect(policyBlocks('Intro.\n\n## What we keep\nYour name.\nYour phone.\n\n## Why\n\nTo book.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'heading', text: 'What we keep' },
      { kind: 'paragraph', text: 'Your name.\nYour phone.' },
      { kind: 'heading', text: 'Why' },
      { kind: 'paragraph', text: 'To book.' },
    ]);
  });

  it('gives the seeded privacy policy its four headings in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(policyBlocks(DEFAULT_POLICIES.privacy[lang]).filter((b) => b.kind === 'heading')).toHaveLength(4);
    }
  });
});
