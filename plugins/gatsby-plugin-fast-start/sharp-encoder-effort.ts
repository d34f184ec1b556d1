// Gives gatsby-plugin-sharp's AVIF and WebP encoders the effort set in gatsby-config's avifOptions/webpOptions.
// https://www.gatsbyjs.com/plugins/gatsby-plugin-sharp/#avifoptions
//
// gatsby-plugin-sharp 5.16 passes only `quality` to sharp's avif() and webp() (process-file.js), so
// `effort` in the plugin options never reaches the encoder and AVIF runs at sharp's default effort 4.
// On this site's images that is several times slower than effort 2 for files no smaller, and it
// was most of the cold build. Jobs run in the build's main process, which loads this config, so
// setting the default there reaches every image job. An effort the caller passes still wins.
//
// sharp 0.35 ships a CommonJS and an ESM copy, each with its own prototype. gatsby-plugin-sharp's
// process-file.js encodes with what its safe-sharp.js `require`s, so that is the copy patched here
// (`sharpOfGatsbyPluginSharp`), whatever the site itself imports.
import type { AvifOptions, WebpOptions, default as sharpModule } from "sharp";
import { BrokenAssumption } from "./assumption";

export interface EncoderEffort {
  /** sharp's AVIF effort, 0 (fastest) to 9 (slowest). */
  readonly avif: number;
  /** sharp's WebP effort, 0 (fastest) to 6 (slowest). */
  readonly webp: number;
}

const PATCHED = Symbol.for("tamkeen.sharpEncoderEffort");

type Sharp = typeof sharpModule;
type Prototype = Sharp["prototype"] & { [PATCHED]?: EncoderEffort };

/** The sharp that gatsby-plugin-sharp's process-file.js encodes with. */
export function sharpOfGatsbyPluginSharp(): Sharp {
  // A plain require: gatsby-config.ts is bundled by Parcel, which keeps it and compiles require.resolve away.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS copy, as process-file.js loads it
  return require("gatsby-plugin-sharp/safe-sharp") as Sharp;
}

export function applyEncoderEffort(sharp: Sharp, effort: EncoderEffort): void {
  const proto = sharp.prototype as Prototype;
  if (!Number.isInteger(effort.avif) || effort.avif < 0 || effort.avif > 9) {
    throw new RangeError(`AVIF effort must be an integer from 0 to 9, got ${effort.avif}`);
  }
  if (!Number.isInteger(effort.webp) || effort.webp < 0 || effort.webp > 6) {
    throw new RangeError(`WebP effort must be an integer from 0 to 6, got ${effort.webp}`);
  }
  if (typeof proto.avif !== "function" || typeof proto.webp !== "function")
    throw new BrokenAssumption(
      "plugins/gatsby-plugin-fast-start/sharp-encoder-effort.ts",
      "sharp",
      "sharp's instances encode through avif() and webp() on its prototype",
      "they are missing",
    );
  if (proto[PATCHED]) {
    // Config is loaded more than once in a build; keep one wrapper and the latest values.
    proto[PATCHED] = effort;
    return;
  }
  proto[PATCHED] = effort;
  const avif = proto.avif;
  const webp = proto.webp;
  proto.avif = function avifWithEffort(this: Prototype, options?: AvifOptions) {
    return avif.call(this, { effort: proto[PATCHED]?.avif, ...options });
  };
  proto.webp = function webpWithEffort(this: Prototype, options?: WebpOptions) {
    return webp.call(this, { effort: proto[PATCHED]?.webp, ...options });
  };
}
