// The error a build step throws when another package no longer behaves as the step assumes.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
//
// The speed work depends on private behaviour of other packages (Gatsby, gatsby-plugin-image,
// gatsby-plugin-sharp, React): the markers each step looks for. A step that finds nothing
// where it must find something throws this instead of returning its input unchanged, so an upgrade
// that breaks an assumption stops the build with a message naming the package and the assumption,
// rather than silently losing the speed or the CSP hashes.

export class BrokenAssumption extends Error {
  constructor(
    /** The module holding the step, e.g. "plugins/gatsby-plugin-fast-start/defer-scripts.ts". */
    readonly module: string,
    /** The package whose private behaviour it is, e.g. "gatsby" or "gatsby-plugin-sharp". */
    readonly dependency: string,
    /** What the step relies on, as a sentence. */
    readonly assumption: string,
    /** What it found instead. */
    found: string,
  ) {
    super(`${module} assumes that ${assumption}, but ${found}. An upgrade of ${dependency} changed this: update ${module} and its test.`);
    this.name = "BrokenAssumption";
  }
}
