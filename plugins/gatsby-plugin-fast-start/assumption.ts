// Thrown when another package's private behaviour a step relies on has changed, so an upgrade stops the
// build naming the package, the version the step was written for and the assumption, instead of silently
// losing the speed or the CSP hashes.

/**
 * The one record of the version each row of the register (README.md) was checked against: a row names its
 * packages, this gives their versions. test/register.test.ts fails when an installed package is at another
 * version, naming the rows to re-read; setting the version here records that someone did.
 */
export const WRITTEN_FOR = {
  "decap-cms": "3.16.3",
  gatsby: "5.16.1",
  "gatsby-plugin-image": "3.16.0",
  "gatsby-plugin-sharp": "5.16.0",
  "gatsby-transformer-json": "5.16.0",
  "mini-css-extract-plugin": "1.6.2",
  "react-dom": "18.3.1",
  sharp: "0.35.5",
} as const;

export type Dependency = keyof typeof WRITTEN_FOR;

export class BrokenAssumption extends Error {
  constructor(
    readonly module: string,
    /** The package whose behaviour changed, or two (["gatsby", "mini-css-extract-plugin"]) where either may have. */
    dependency: Dependency | readonly Dependency[],
    /** As a sentence. */
    readonly assumption: string,
    found: string,
  ) {
    const packages = typeof dependency === "string" ? [dependency] : dependency;
    super(
      `${module} assumes that ${assumption}, but ${found}. An upgrade of ${packages.join(" or ")} changed this (written for ${packages
        .map((p) => `${p} ${WRITTEN_FOR[p]}`)
        .join(" and ")}): update ${module}, its row in plugins/gatsby-plugin-fast-start/README.md and its test.`,
    );
    this.name = "BrokenAssumption";
  }
}
