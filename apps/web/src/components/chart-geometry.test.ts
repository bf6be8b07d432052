import { describe, expect, it } from 'vitest';
import { labelledPeriods, periodAt, periodCentres, valueAxis } from './chart-geometry';

describe('the value axis', () => {
  it('counts from zero in whole numbers only, however small the counts', () => {
    const axis = valueAxis([0, 1, 3], { counts: true });
    expect(axis.ticks.every(Number.isInteger)).toBe(true);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(3);
    expect(axis.at(0)).toBe(0);
    expect(axis.at(axis.ticks.at(-1)!)).toBeLessThanOrEqual(1);
    // One contact: ticks 0 and 1, never 0.25.
    expect(valueAxis([1], { counts: true }).ticks).toEqual([0, 1]);
  });

  it('draws nothing but a zero line and a one when every count is zero, or there is none', () => {
    expect(valueAxis([0, 0], { counts: true }).ticks).toEqual([0, 1]);
    expect(valueAxis([], { counts: true }).ticks).toEqual([0, 1]);
    expect(valueAxis([Number.NaN], { counts: true }).ticks).toEqual([0, 1]);
  });

  it('spans an amount over its values, with round ticks, so that a small change shows', () => {
    const axis = valueAxis([312_000, 318_500, 325_000], { counts: false });
    expect(axis.ticks[0]).toBeGreaterThan(300_000);
    expect(axis.ticks.every((tick) => tick % 1000 === 0)).toBe(true);
    expect(axis.at(312_000)).toBeLessThan(0.2);
    expect(axis.at(325_000)).toBeGreaterThan(0.8);
    // One value: centred, not divided by zero.
    expect(valueAxis([250_000], { counts: false }).at(250_000)).toBeCloseTo(0.5);
  });
});

describe('the periods', () => {
  it('centre bars in equal bands and spread points over the plot', () => {
    expect(periodCentres(4, 'bands')).toEqual([0.125, 0.375, 0.625, 0.875]);
    expect(periodCentres(3, 'points')).toEqual([0, 0.5, 1]);
    expect(periodCentres(1, 'points')).toEqual([0.5]);
  });

  it('find the period under the pointer, within the plot', () => {
    expect(periodAt(0.3, 4, 'bands')).toBe(1);
    expect(periodAt(0.3, 3, 'points')).toBe(1);
    expect(periodAt(1, 4, 'bands')).toBe(3);
    expect(periodAt(-0.2, 4, 'points')).toBe(0);
  });

  it('label every period when they fit, else every n-th from the latest', () => {
    expect([...labelledPeriods(7, 500, 60)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // 31 days on a phone's 260 pixels: every 8th, the last among them.
    const phone = [...labelledPeriods(31, 260, 60)].sort((a, b) => a - b);
    expect(phone).toEqual([6, 14, 22, 30]);
  });
});
