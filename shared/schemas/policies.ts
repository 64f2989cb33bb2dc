import { z } from 'zod';

/**
 * The shop's Privacy Policy and Terms, in both languages, as the owner edits them in the back office
 * (`GET /api/policies?view=admin`, `PUT /api/policies`); the public pages /privacy and /terms show one
 * language (`GET /api/policies`). Plain text: a blank line starts a paragraph, a line starting with
 * "## " is a heading; `{shop}` reads as the shop's name (docs/decisions/069-visitor-never-stuck.md).
 */
const Text = z.string().trim().min(1, 'The text is required').max(20_000, 'The text must be at most 20000 characters');
const Both = z.object({ en: Text, es: Text });
export const Policies = z.object({ privacy: Both, terms: Both });
export type Policies = z.infer<typeof Policies>;

/** The public answer: each text in the visitor's language, `{shop}` already replaced. */
export const PublicPolicies = z.object({ privacy: z.string(), terms: z.string() });
export type PublicPolicies = z.infer<typeof PublicPolicies>;

type Block = { kind: 'heading' | 'paragraph'; text: string };

/** A policy text as blocks: a line starting with "## " is a heading; paragraphs are separated by a blank line. */
export function policyBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\r?\n\s*\r?\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.join('').trim()) blocks.push({ kind: 'paragraph', text: paragraph.join('\n').trim() });
      paragraph = [];
    };
    for (const line of chunk.split(/\r?\n/)) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else paragraph.push(line);
    }
    flush();
  }
  return blocks;
}
