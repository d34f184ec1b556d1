/**
 * A fresh copy of a module, apart from the one the unit tests share, whose set-up
 * (tests/unit/jest.setup.ts) may already have prepared it. `load` requires it, with a path relative to
 * the calling test: `freshModule(() => jest.requireActual<typeof Mod>("../../../src/lib/mod"))`.
 */
export function freshModule<T>(load: () => T): T {
  let mod: T | undefined;
  jest.isolateModules(() => {
    mod = load();
  });
  if (!mod) throw new Error("the module did not load");
  return mod;
}
