import { z } from 'zod';

// What each import answers once it has made what its file held (201), in the product's words.

// POST import/world: the worlds made, each with the dates its calendar did not have (left out).
export const WorldsImportedAnswer = z.object({
  message: z.string(),
  worlds: z.array(z.object({ _id: z.string(), name: z.string(), datesLeftOut: z.number() })),
});

// POST import/world/{worldId}/azgaar: the map made.
export const AzgaarImportedAnswer = z.object({ message: z.string(), map: z.object({ _id: z.string(), title: z.string() }) });

// POST import/world/{worldId}/kanka: how many wikis were made, and how many entities left out.
export const KankaImportedAnswer = z.object({ message: z.string(), wikis: z.number(), skipped: z.number() });

// POST import/world/{worldId}/markdown: how many wikis and writings were made, and notes left out.
export const MarkdownImportedAnswer = KankaImportedAnswer.extend({ writings: z.number() });
