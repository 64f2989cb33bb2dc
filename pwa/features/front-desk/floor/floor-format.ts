import { shopTime } from '#shared/domain/shop-time';
import type { Estimate } from './floor-api';

/** Whole minutes from an ISO instant to `now` (never negative). */
export const minutesSince = (iso: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/** An appointment's start as the shop's HH:MM (the API may send an instant or a bare HH:MM). */
export const startTime = (start: string): string => (/^\d\d:\d\d/.test(start) ? start.slice(0, 5) : shopTime(new Date(start)));

/** A wait range's values for 'floor.range' / 'line.range'. */
export const rangeValues = (e: Estimate) => ({ from: Math.round(e.fromMinutes), to: Math.round(e.toMinutes) });
