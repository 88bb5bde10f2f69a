// Issue #37: a CHOICE question's options as the create and edit forms hold them.
import { randomId } from '@mantine/hooks';
import { interviewLimits, type ResponseFormat } from '#contract/interviews';

export interface OptionRow {
  /** React key of the row; never sent. */
  key: string;
  label: string;
  knockout: boolean;
}

export function newOptionRow(label = '', knockout = false): OptionRow {
  return { key: randomId(), label, knockout };
}

/**
 * The options a question keeps when its format becomes `format`: a choice question starts with
 * the fewest it may have (or keeps those it had), any other format has none.
 */
export function optionsForFormat(format: ResponseFormat, options: OptionRow[]): OptionRow[] {
  if (format !== 'CHOICE') return [];
  if (options.length > 0) return options;
  return Array.from({ length: interviewLimits.optionsMin }, () => newOptionRow());
}

/** The options as the contract's question row takes them. */
export function toOptionInputs(options: OptionRow[]): { label: string; knockout: boolean }[] {
  return options.map(({ label, knockout }) => ({ label, knockout }));
}
