// The two image patches, applied together when gatsby-config.ts loads, before any image job runs:
// sharp's encoders get the effort gatsby-plugin-sharp drops (sharp-encoder-effort.ts), and the
// image job queue is as wide as the machine (image-jobs.ts). FAST_START switches each off (switch.ts).
import { widenInstalledImageJobs } from "./image-jobs";
import { applyEncoderEffort, sharpOfGatsbyPluginSharp, type EncoderEffort } from "./sharp-encoder-effort";
import { fastStartEnabled } from "./switch";

export function prepareImageEncoding(effort: EncoderEffort): void {
  if (fastStartEnabled(process.env, "encoder-effort")) applyEncoderEffort(sharpOfGatsbyPluginSharp(), effort);
  if (fastStartEnabled(process.env, "image-queue")) widenInstalledImageJobs();
}
