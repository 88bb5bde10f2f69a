import { describe, expect, it } from 'vitest';
import { brandColorForWhiteText, contrastWithWhite } from '#contract/brand-contrast';

describe('brand colour contrast against white text (WCAG 2.x)', () => {
  it('gives the known ratios of black, white and mid grey', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes AA on white: 4.54:1.
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
  });

  it('keeps a dark brand colour and drops one too light for white text', () => {
    expect(brandColorForWhiteText('#1c4f9c')).toBe('#1c4f9c');
    expect(brandColorForWhiteText('#767676')).toBe('#767676');
    expect(brandColorForWhiteText('#777777')).toBeNull();
    expect(brandColorForWhiteText('#ffd700')).toBeNull();
  });

  it('drops a missing or malformed colour', () => {
    expect(brandColorForWhiteText(null)).toBeNull();
    expect(brandColorForWhiteText('blue')).toBeNull();
    expect(brandColorForWhiteText('#12345')).toBeNull();
  });
});
