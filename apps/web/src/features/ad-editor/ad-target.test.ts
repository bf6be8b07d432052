import { adDraftLink, adLink } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { draftSearch, readAdTarget } from './ad-target';

const targetOf = (link: string) => readAdTarget(new URL(link, 'http://localhost').searchParams);

describe('readAdTarget', () => {
  it("turns the ad links' words into the contract's codes", () => {
    expect(targetOf(adLink('nl', 'house', 'for-sale'))).toEqual({
      kind: 'new',
      propertyType: 'house',
      transactionType: 'sale',
    });
    expect(targetOf(adLink('fr', 'apartment', 'for-rent'))).toEqual({
      kind: 'new',
      propertyType: 'appartment',
      transactionType: 'rent',
    });
  });

  it('leaves the choice to the user for a plain link, a half link or unknown words', () => {
    const nothing = { kind: 'new', propertyType: null, transactionType: null };
    expect(targetOf(adLink('en'))).toEqual(nothing);
    expect(targetOf(adLink('en', 'house'))).toEqual({ ...nothing, propertyType: 'house' });
    expect(targetOf('/en/my-profile/ad?propertytype=castle&transactiontype=appartment')).toEqual(nothing);
  });

  it('opens a property or project draft by id, and refuses an id that is none', () => {
    expect(targetOf(adDraftLink('nl', 'property', 42))).toEqual({ kind: 'property', id: 42 });
    expect(targetOf(adDraftLink('nl', 'project', 7))).toEqual({ kind: 'project', id: 7 });
    expect(targetOf(`/nl/mijn-profiel/ad${draftSearch(42)}`)).toEqual({ kind: 'property', id: 42 });
    for (const bad of ['?draft=abc', '?draft=0', '?draft=-3', '?project=1.5', '?draft=']) {
      expect(targetOf(`/nl/mijn-profiel/ad${bad}`), bad).toEqual({ kind: 'invalid' });
    }
  });
});
