/** The testimonial carousel's rules, kept pure: wrapping moves and when it may advance by itself. */

export const CAROUSEL_INTERVAL_MS = 5000;

export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

export interface AutoAdvanceConditions {
  count: number;
  pageVisible: boolean;
  pausedByUser: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** It rotates only while the tab is visible and nobody is reading, pointing at or pausing it. */
export function shouldAutoAdvance(c: AutoAdvanceConditions): boolean {
  return c.count > 1 && c.pageVisible && !c.pausedByUser && !c.hovered && !c.focused && !c.reducedMotion;
}
