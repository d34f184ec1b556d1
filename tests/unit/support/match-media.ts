/**
 * Gives jsdom (which has no matchMedia) a window.matchMedia whose queries match as `matches` says at
 * the time of each call; it is a jest.fn, so a test can check which queries a component asked.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: jest.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  });
}

/** Removes the stub, as jsdom has it. */
export function removeMatchMedia(): void {
  delete (window as Partial<Window>).matchMedia;
}
