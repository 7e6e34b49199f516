// The usual winter closures of Utah's seasonal roads (issue 19): the window and how it reads
// to a visitor, each with the agency that sets it. Routes in data/roads.json name them by key.
import type { ClosureWindow } from './seasons.ts';

/**
 * A road's usual winter closure: the window (Utah dates, both ends closed days; it wraps the
 * new year) and how the closure reads to a visitor. Sources: docs/drive-time-model.md.
 */
export interface RoadClosure extends ClosureWindow {
  /** "usually mid-Nov to late May" (snow decides the real dates) or fixed dates ("Dec 1 until it reopens May 15"). */
  when: string;
}

/**
 * The usual closure windows. Where the agency sets no fixed date, the window is the typical
 * one (gates close with the first lasting snow and open once the road is cleared, so a given
 * year can be weeks either side); `to` is the last closed day.
 */
export const CLOSURES = {
  /** UDOT: SR-224/SR-190 over Guardsman Pass, not plowed; opens once cleared, late May or June. */
  guardsmanPass: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** UDOT: SR-150 beyond the winter gate (Soapstone) to the Wyoming line, and WYDOT's WY-150 beyond it; one of the last to close. */
  mirrorLake: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** UDOT: SR-35 over Wolf Creek Pass; often open into December. */
  wolfCreekPass: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** UDOT: SR-39 over Monte Cristo, east of Huntsville to near Woodruff. */
  monteCristo: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** UDOT: SR-65 over Big Mountain Pass, from above Little Dell to East Canyon. */
  bigMountain: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** UDOT / Uinta-Wasatch-Cache NF: SR-92 between the Timpanogos Cave and Aspen Grove gates. */
  alpineLoop: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** Uinta-Wasatch-Cache NF: the Nebo Loop Scenic Byway (FR-015). */
  neboLoop: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** NPS Great Basin: Wheeler Peak Scenic Drive above Upper Lehman Creek campground. */
  wheelerPeak: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** UDOT / NPS Cedar Breaks: SR-148 through the monument; often open into December. */
  cedarBreaks: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** NPS Zion: Kolob Terrace Rd above the Left Fork (Subway) trailhead to Lava Point. */
  kolobTerrace: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** NPS Grand Canyon: AZ-67 from Jacob Lake closes Dec 1 and opens May 15; the North Rim's own roads close with it. */
  northRim: { from: '12-01', to: '05-14', when: 'Dec 1 until it reopens May 15' },
} as const satisfies Record<string, RoadClosure>;

/** The name of one of the closures, as data/roads.json writes it. */
export type ClosureName = keyof typeof CLOSURES;
