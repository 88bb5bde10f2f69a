// Scorecard inputs for tests: competencies with unique names and five real-looking anchors.
import type { CompetencyInput } from '../../supabase/functions/_shared/contract/scorecards.ts';

/** A competency named `name` (anchors "<name>: level n"). */
export function competency(name: string, id?: string): CompetencyInput {
  return {
    ...(id ? { id } : {}),
    name,
    description: `What ${name} means here`,
    anchors: [1, 2, 3, 4, 5].map((level) => `${name}: level ${level}`),
  };
}
