// Thrown when another package's private behaviour a step relies on has changed, so an upgrade stops the
// build naming the package and assumption instead of silently losing the speed or the CSP hashes.

export class BrokenAssumption extends Error {
  constructor(
    readonly module: string,
    /** e.g. "gatsby" or "gatsby-plugin-sharp". */
    readonly dependency: string,
    /** As a sentence. */
    readonly assumption: string,
    found: string,
  ) {
    super(`${module} assumes that ${assumption}, but ${found}. An upgrade of ${dependency} changed this: update ${module} and its test.`);
    this.name = "BrokenAssumption";
  }
}
