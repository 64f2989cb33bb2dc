import type { LineState, VisitState } from '#shared/schemas/floor';
import { say, type Said } from '../i18n/say';

/** A visit's or a line entry's state as the History and the refusals say it. */
const STATES: Record<VisitState | LineState, Said> = {
  booked: say('floor.state.booked'),
  arrived: say('floor.state.arrived'),
  in_chair: say('floor.state.in_chair'),
  done: say('floor.state.done'),
  no_show: say('floor.state.no_show'),
  waiting: say('floor.state.waiting'),
  called: say('floor.state.called'),
  left: say('floor.state.left'),
};
export const stateWord = (s: VisitState | LineState): Said => STATES[s];

/** Where a line entry came from. */
const SOURCES: Record<'desk' | 'web' | 'door', Said> = {
  desk: say('floor.source.desk'),
  web: say('floor.source.web'),
  door: say('floor.source.door'),
};
export const sourceWord = (s: 'desk' | 'web' | 'door'): Said => SOURCES[s];
